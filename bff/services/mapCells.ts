import type { BBox, LatLng } from '../../contract/map';
import { inBox } from '../../domain/map/box';
import { cellOf, cellsOf } from '../../domain/map/cells';
import { distanceMiles } from '../../domain/map/distance';
import type { EngineSeam } from '../db/seam';
import type { Models } from '../models';
import { inParts } from './bulkWrites';

/** The layers of the map, each kept in its own cells. */
export type MapLayerName = 'peer' | 'resource' | 'meeting';

interface CellDoc {
  _id: string;
  entries?: Record<string, string>;
}

const cellId = (layer: MapLayerName, cell: string) => `${layer}:${cell}`;

/**
 * The map's storage (docs/architecture.md, Map grid cells; bff/models/mapCell.ts): what one layer
 * shows of each item, kept in the cell of the grid that holds its position. Reading a box is one
 * read by `_id` per cell (kept hot on FerretDB, forgotten around every write), then exact filtering
 * here.
 */
export function mapCells(models: Models, seam: EngineSeam) {
  const { MapCell } = models;

  const writing = <T>(id: string, task: () => Promise<T>) =>
    seam.serialize(`map_cell:${id}`, async () => {
      seam.forget(MapCell, id);
      try {
        return await task();
      } finally {
        seam.forget(MapCell, id);
      }
    });

  // `writing` for several cells at once, taken in one order, so two bulk writes never wait for
  // each other's cells forever.
  const writingAll = <T>(ids: readonly string[], task: () => Promise<T>): Promise<T> => {
    const sorted = [...ids].sort();
    const hold = (i: number): Promise<T> =>
      i === sorted.length ? task() : writing(sorted[i]!, () => hold(i + 1));
    return hold(0);
  };

  /**
   * Many items placed at once (an import batch): each one out of the cell it was in (`from`, when
   * its entry goes elsewhere or nowhere) and, when it has an `entry`, into the cell that holds it.
   * Each id at most once. One update per cell touched, sent in bulk writes
   * (bff/services/bulkWrites.ts), so a cell of hundreds of entries is rewritten once per batch
   * instead of once per item. Same storage as `put` and `remove`, so what it writes is what the
   * map reads.
   */
  async function placeMany(
    layer: MapLayerName,
    changes: readonly { id: string; from: string | null; entry: LatLng | null }[],
  ): Promise<void> {
    const byCell = new Map<string, { set: Record<string, string>; unset: Record<string, ''> }>();
    const cellFor = (cell: string) => {
      const _id = cellId(layer, cell);
      let update = byCell.get(_id);
      if (!update) byCell.set(_id, (update = { set: {}, unset: {} }));
      return update;
    };
    for (const { id, from, entry } of changes) {
      const to = entry ? cellOf(entry) : null;
      if (from && from !== to) cellFor(from).unset[`entries.${id}`] = '';
      if (entry && to) cellFor(to).set[`entries.${id}`] = JSON.stringify(entry);
    }
    for (const part of inParts([...byCell])) {
      const ops = part.map(([_id, { set, unset }]) => {
        const putting = Object.keys(set).length > 0;
        return {
          updateOne: {
            filter: { _id },
            update: {
              ...(putting && { $set: set }),
              ...(Object.keys(unset).length > 0 && { $unset: unset }),
            },
            // As `put` and `remove`: a cell is created to hold an entry, never only to lose one.
            upsert: putting,
          },
        };
      });
      await writingAll(
        part.map(([_id]) => _id),
        () => MapCell.bulkWrite(ops, { ordered: false }),
      );
    }
  }

  return {
    /** Keeps `entry` as what the layer shows of `id` in `cell` (replacing any earlier one there). */
    async put(layer: MapLayerName, cell: string, id: string, entry: LatLng): Promise<void> {
      const _id = cellId(layer, cell);
      await writing(_id, () =>
        MapCell.updateOne(
          { _id },
          { $set: { [`entries.${id}`]: JSON.stringify(entry) } },
          { upsert: true },
        ),
      );
    },

    /** Many entries at once (a seed, a bulk load): `placeMany` with nothing to take out. */
    putMany(layer: MapLayerName, items: readonly { id: string; entry: LatLng }[]): Promise<void> {
      return placeMany(
        layer,
        items.map(({ id, entry }) => ({ id, from: null, entry })),
      );
    },

    placeMany,

    /** Takes `id` out of `cell` (nothing happens when it is not there). */
    async remove(layer: MapLayerName, cell: string, id: string): Promise<void> {
      const _id = cellId(layer, cell);
      await writing(_id, () => MapCell.updateOne({ _id }, { $unset: { [`entries.${id}`]: '' } }));
    },

    /**
     * The entries of a layer inside `box`, nearest `centre` first, at most `limit`, skipping the
     * ids in `hidden`. A damaged entry hides one item, never the layer.
     */
    async within<T extends LatLng>(
      layer: MapLayerName,
      box: BBox,
      centre: LatLng,
      limit: number,
      keep: (entry: T, id: string) => boolean = () => true,
    ): Promise<T[]> {
      const ids = cellsOf(box).map((cell) => cellId(layer, cell));
      const cells = await seam.findHotByIds<CellDoc>(MapCell, ids);
      const found: { entry: T; miles: number }[] = [];
      for (const doc of cells.values()) {
        for (const [id, text] of Object.entries(doc.entries ?? {})) {
          let entry: T;
          try {
            entry = JSON.parse(text) as T;
          } catch {
            continue;
          }
          if (!inBox(entry, box) || !keep(entry, id)) continue;
          found.push({ entry, miles: distanceMiles(entry, centre) });
        }
      }
      return found
        .sort((a, b) => a.miles - b.miles)
        .slice(0, limit)
        .map((f) => f.entry);
    },
  };
}
export type MapCells = ReturnType<typeof mapCells>;
