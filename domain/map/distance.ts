import type { LatLng } from '../../contract/map';

/** Spec point 9: miles per degree of latitude and of longitude. */
export const MILES_PER_DEGREE_LAT = 69;
export const MILES_PER_DEGREE_LNG = 54.6;

/** The spec's distance estimate in miles from coordinate differences, to one decimal. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = (a.latitude - b.latitude) * MILES_PER_DEGREE_LAT;
  const dLng = (a.longitude - b.longitude) * MILES_PER_DEGREE_LNG;
  return Math.round(Math.sqrt(dLat * dLat + dLng * dLng) * 10) / 10;
}
