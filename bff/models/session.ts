import { Schema, Types, type Connection } from 'mongoose';

/**
 * A signed-in browser, stored under the token's hash as its `_id` (read by `_id` on every
 * request), so a database leak yields no sessions. The person's sessions are listed through
 * their `session_lists` document (bff/models/sessionList.ts), never by a scan of this collection.
 */
const sessionSchema = new Schema(
  {
    /** SHA-256 of the session token. */
    _id: { type: String, required: true },
    user_id: { type: Types.ObjectId, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** Checked in code on every request: FerretDB has no TTL indexes. */
    expires_at: { type: Date, required: true },
    /**
     * The browser and device it signed in from ('Firefox on Windows'), from the User-Agent at
     * sign-in (bff/services/deviceLabel.ts). Sessions older than the list have none.
     */
    device: { type: String },
    /** When a request last used it, moved at most once every few minutes (not per request). */
    last_seen_at: { type: Date },
  },
  { collection: 'sessions', versionKey: false },
);

export const sessionModel = (conn: Connection) => conn.model('Session', sessionSchema);
