import { AREA_KM, type LatLng } from '../../contract/map';

const KM_PER_DEGREE_LAT = 111.32;
const LAT_STEP = AREA_KM / KM_PER_DEGREE_LAT;
const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** The size in degrees of the areas of one row (longitude steps widen towards the poles). */
function steps(row: number) {
  const centreLat = -90 + (row + 0.5) * LAT_STEP;
  const lngStep = Math.min(360, LAT_STEP / Math.max(Math.cos((centreLat * Math.PI) / 180), 1e-6));
  return { centreLat, lngStep };
}

/**
 * The area about AREA_KM wide that holds a position, given by its centre: all that is ever
 * stored of where a person is (docs/privacy-and-moderation.md, Location). Every position inside
 * one area gives the same answer, so the stored value says nothing finer.
 */
export function coarsen({ latitude, longitude }: LatLng): LatLng {
  const row = Math.min(Math.floor((latitude + 90) / LAT_STEP), Math.floor(180 / LAT_STEP));
  const { centreLat, lngStep } = steps(row);
  const col = Math.floor((longitude + 180) / lngStep);
  const centreLng = -180 + (col + 0.5) * lngStep;
  return {
    latitude: round(Math.max(-90, Math.min(90, centreLat))),
    longitude: round(Math.max(-180, Math.min(180, centreLng))),
  };
}

/** FNV-1a: a small, stable hash of text (not a secret; it only spreads markers apart). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Where a person's marker stands: their area's centre moved by an offset of their own (the same
 * every time, up to 40 % of the area from its centre), so two peers of one area do not stack and
 * the marker never says more than the area.
 */
export function markerPosition(area: LatLng, personId: string): LatLng {
  const h = hash(personId);
  const u = (h & 0xffff) / 0xffff - 0.5;
  const v = (h >>> 16) / 0xffff - 0.5;
  const { lngStep } = steps(Math.floor((area.latitude + 90) / LAT_STEP));
  return {
    latitude: round(area.latitude + u * 0.8 * LAT_STEP),
    longitude: round(area.longitude + v * 0.8 * lngStep),
  };
}
