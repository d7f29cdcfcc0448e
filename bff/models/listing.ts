import { Schema, type Connection } from 'mongoose';

/**
 * Lists of references read by `_id` (docs/architecture.md, The database): which centers and ads are
 * live (`_id` 'centers', 'ads:top', 'ads:bottom') and who offers support ('supporters', people with
 * support_status giving or both and accept_messages on), `ids` the members.
 */
const listingSchema = new Schema(
  {
    _id: { type: String, required: true },
    ids: { type: [String], default: [] },
  },
  { collection: 'listings', versionKey: false },
);
export const listingModel = (conn: Connection) => conn.model('Listing', listingSchema);
