import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const RESOURCE_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/**
 * A treatment resource (docs/product.md, Map and location). Suggested by a person (pending until a
 * moderator approves it) or imported by an operator (`npm run import`, approved). `_id` is 24
 * hexadecimal characters: random for a suggestion or one added in the console, derived from the source record for an import, so
 * importing the same file again updates instead of duplicating. Approved resources are also in the
 * map's cells (bff/services/placeImports.ts), which is how the map reads them.
 */
const resourceSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    resource_type: { type: String, required: true },
    address: { type: String, default: '' },
    description: { type: String, default: '' },
    phone: { type: String, default: '' },
    website: { type: String, default: '' },
    latitude: { type: Number, required: true, min: -90, max: 90 },
    longitude: { type: Number, required: true, min: -180, max: 180 },
    services: { type: [String], default: [] },
    status: { type: String, enum: RESOURCE_STATUSES, required: true },
    source: { type: String, enum: ['suggestion', 'import', 'console'], required: true },
    /** A moderator corrected it in the console: imports of the same record leave it alone. */
    edited_by_moderator: { type: Boolean, default: false },
    suggested_by: { type: String, default: null },
    created_at: { type: Date, default: () => new Date() },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'resources', versionKey: false },
);

export type ResourceDoc = InferSchemaType<typeof resourceSchema> & { _id: string };
export const resourceModel = (conn: Connection) => conn.model('Resource', resourceSchema);
