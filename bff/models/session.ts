import { Schema, Types, type Connection } from 'mongoose';

/**
 * A signed-in browser, stored under the token's hash as its `_id` (read by `_id` on every
 * request), so a database leak yields no sessions.
 */
const sessionSchema = new Schema(
  {
    /** SHA-256 of the session token. */
    _id: { type: String, required: true },
    user_id: { type: Types.ObjectId, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** Checked in code on every request: FerretDB has no TTL indexes. */
    expires_at: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);

export const sessionModel = (conn: Connection) => conn.model('Session', sessionSchema);
