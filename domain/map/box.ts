import type { BBox, LatLng } from '../../contract/map';
import { BBOX_MAX_DEGREES } from '../../contract/map';
import { MILES_PER_DEGREE_LAT, MILES_PER_DEGREE_LNG } from './distance';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The box (minLng, minLat, maxLng, maxLat) around a centre that holds every point within `miles`. */
export function boxAround(centre: LatLng, miles: number): BBox {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = miles / MILES_PER_DEGREE_LNG;
  return [
    clamp(centre.longitude - dLng, -180, 180),
    clamp(centre.latitude - dLat, -90, 90),
    clamp(centre.longitude + dLng, -180, 180),
    clamp(centre.latitude + dLat, -90, 90),
  ];
}

export function inBox(point: LatLng, [minLng, minLat, maxLng, maxLat]: BBox): boolean {
  return (
    point.longitude >= minLng &&
    point.longitude <= maxLng &&
    point.latitude >= minLat &&
    point.latitude <= maxLat
  );
}

export const boxCentre = ([minLng, minLat, maxLng, maxLat]: BBox): LatLng => ({
  latitude: (minLat + maxLat) / 2,
  longitude: (minLng + maxLng) / 2,
});

/**
 * The box the server accepts for a view: the view itself, or when it spans more than
 * BBOX_MAX_DEGREES (a map zoomed far out), the largest accepted box around its centre.
 * Returns whether it had to shrink, so a screen can say 'zoom in to see more'.
 */
export function acceptedBox(view: BBox): { box: BBox; shrunk: boolean } {
  const centre = boxCentre(view);
  const half = BBOX_MAX_DEGREES / 2 - 1e-9;
  const spanLng = view[2] - view[0];
  const spanLat = view[3] - view[1];
  const shrunk = spanLng > BBOX_MAX_DEGREES || spanLat > BBOX_MAX_DEGREES;
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const lngHalf = Math.min(spanLng / 2, half);
  const latHalf = Math.min(spanLat / 2, half);
  return {
    box: [
      round(clamp(centre.longitude - lngHalf, -180, 180)),
      round(clamp(centre.latitude - latHalf, -90, 90)),
      round(clamp(centre.longitude + lngHalf, -180, 180)),
      round(clamp(centre.latitude + latHalf, -90, 90)),
    ],
    shrunk,
  };
}
