import { Schema, type Connection } from 'mongoose';

/** 'Notify me when the store opens': one document per person (`_id` the user id). */
const storeInterestSchema = new Schema(
  {
    _id: { type: String, required: true },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'store_interest', versionKey: false },
);
export const storeInterestModel = (conn: Connection) =>
  conn.model('StoreInterest', storeInterestSchema);
