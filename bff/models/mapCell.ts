import { Schema, type Connection } from 'mongoose';

/**
 * One cell of one map layer (docs/architecture.md, Map grid cells: map layers are cells of a coarse
 * latitude/longitude grid, domain/map/cells.ts). `_id` = '<layer>:<row>:<col>', so a bounding box
 * is a handful of reads by `_id`. `entries.<id>` is what the map shows of one peer, resource or
 * meeting group, as JSON text (bff/services/mapCells.ts); `$set` and `$unset` of one entry are
 * atomic on MongoDB and serialised per cell on FerretDB (bff/db/seam.ts).
 */
const mapCellSchema = new Schema(
  {
    _id: { type: String, required: true },
    entries: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'map_cells', versionKey: false, minimize: false },
);

export const mapCellModel = (conn: Connection) => conn.model('MapCell', mapCellSchema);
