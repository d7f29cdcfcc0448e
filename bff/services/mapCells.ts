import type { BBox, LatLng } from '../../contract/map';
import { inBox } from '../../domain/map/box';
import { cellOf, cellsOf } from '../../domain/map/cells';
import { distanceMiles } from '../../domain/map/distance';
import type { EngineSeam } from '../db/seam';
import type { Models } from '../models';

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

    /**
     * Many entries at once (a seed, a bulk load): one write per cell. Same storage as `put`, so
     * what it writes is what the map reads.
     */
    async putMany(
      layer: MapLayerName,
      items: readonly { id: string; entry: LatLng }[],
    ): Promise<void> {
      const byCell = new Map<string, Record<string, string>>();
      for (const { id, entry } of items) {
        const _id = cellId(layer, cellOf(entry));
        const set = byCell.get(_id) ?? {};
        set[`entries.${id}`] = JSON.stringify(entry);
        byCell.set(_id, set);
      }
      for (const [_id, set] of byCell)
        await writing(_id, () => MapCell.updateOne({ _id }, { $set: set }, { upsert: true }));
    },

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
