import type { LatLng } from '../../contract/map';

/** Miles per degree of latitude and of longitude (docs/product.md, Constants at a glance). */
export const MILES_PER_DEGREE_LAT = 69;
export const MILES_PER_DEGREE_LNG = 54.6;

/** docs/product.md's distance estimate in miles from coordinate differences, to one decimal. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = (a.latitude - b.latitude) * MILES_PER_DEGREE_LAT;
  const dLng = (a.longitude - b.longitude) * MILES_PER_DEGREE_LNG;
  return Math.round(Math.sqrt(dLat * dLat + dLng * dLng) * 10) / 10;
}
