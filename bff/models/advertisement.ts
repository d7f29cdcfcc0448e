import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { AD_PLACEMENTS } from '../../contract/help';

/**
 * An advertisement (docs/product.md, Ads) in the top or bottom slot of Get Help and the Store.
 * Listed through the `listings` document 'ads:<placement>'; `image` names a stored image.
 */
const advertisementSchema = new Schema(
  {
    _id: { type: String, required: true },
    advertiser_id: { type: String, default: '' },
    advertiser_name: { type: String, required: true },
    ad_title: { type: String, required: true },
    ad_description: { type: String, default: '' },
    image: { type: String, default: '' },
    ad_url: { type: String, required: true },
    placement: { type: String, enum: AD_PLACEMENTS, required: true },
    active: { type: Boolean, default: true },
    /** Shown only from and until these times (null: no bound; bff/policies/listings.ts). */
    active_from: { type: Date, default: null },
    active_until: { type: Date, default: null },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'advertisements', versionKey: false },
);
export type AdvertisementDoc = InferSchemaType<typeof advertisementSchema> & { _id: string };
export const advertisementModel = (conn: Connection) =>
  conn.model('Advertisement', advertisementSchema);
