import { Schema, type Connection } from 'mongoose';

/** When a person's last live connection closed, `_id` = their id (online now lives in memory). */
const presenceSchema = new Schema(
  {
    _id: { type: String, required: true },
    last_seen: { type: Date, required: true },
  },
  { collection: 'presence', versionKey: false },
);

export const presenceModel = (conn: Connection) => conn.model('Presence', presenceSchema);
