import type { BBox, LatLng } from '../../contract/map';

/**
 * The storage grid of the map layers (docs/architecture.md, Map grid cells): cells of
 * CELL_DEGREES, each one document of references read by `_id`, so a bounding box is a handful of
 * reads.
 */
export const CELL_DEGREES = 0.25;
const ROWS = 180 / CELL_DEGREES;
const COLS = 360 / CELL_DEGREES;

const rowOf = (latitude: number) =>
  Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)));
const colOf = (longitude: number) =>
  Math.min(COLS - 1, Math.max(0, Math.floor((longitude + 180) / CELL_DEGREES)));

/** The key of the cell that holds a point, e.g. '510:229'. */
export const cellOf = ({ latitude, longitude }: LatLng): string =>
  `${rowOf(latitude)}:${colOf(longitude)}`;

/** The keys of every cell a box touches. */
export function cellsOf([minLng, minLat, maxLng, maxLat]: BBox): string[] {
  const keys: string[] = [];
  for (let row = rowOf(minLat); row <= rowOf(maxLat); row++)
    for (let col = colOf(minLng); col <= colOf(maxLng); col++) keys.push(`${row}:${col}`);
  return keys;
}
