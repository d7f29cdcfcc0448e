import { Schema, type Connection } from 'mongoose';

/**
 * 'Notify me when the store opens': one document per person (`_id` the user id). The collection
 * keeps its first name, `store_interest`, so interest recorded before the feature was called
 * `shop` in code is still found.
 */
const shopInterestSchema = new Schema(
  {
    _id: { type: String, required: true },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'store_interest', versionKey: false },
);
export const shopInterestModel = (conn: Connection) =>
  conn.model('ShopInterest', shopInterestSchema);
