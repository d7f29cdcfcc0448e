import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * A paid listing on Get Help (docs/product.md, Sponsored treatment centers). Listed through the
 * `listings` document 'centers' (bff/models/listing.ts), read by `_id`. `logo` names a stored image
 * (bff/models/media.ts), served from our own origin.
 */
const sponsoredCenterSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    address: { type: String, default: '' },
    latitude: { type: Number, required: true, min: -90, max: 90 },
    longitude: { type: Number, required: true, min: -180, max: 180 },
    phone: { type: String, default: '' },
    website: { type: String, default: '' },
    logo: { type: String, default: '' },
    description: { type: String, default: '' },
    services: { type: [String], default: [] },
    priority_level: { type: Number, default: 1 },
    advertiser_id: { type: String, default: '' },
    active: { type: Boolean, default: true },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'sponsored_centers', versionKey: false },
);
export type SponsoredCenterDoc = InferSchemaType<typeof sponsoredCenterSchema> & { _id: string };
export const sponsoredCenterModel = (conn: Connection) =>
  conn.model('SponsoredCenter', sponsoredCenterSchema);
