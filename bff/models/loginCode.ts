import { Schema, Types, type Connection } from 'mongoose';

/** The one-time code handed to /auth/callback and exchanged once for a session. */
const loginCodeSchema = new Schema(
  {
    /** SHA-256 of the code: the exchange reads it by `_id`. */
    _id: { type: String, required: true },
    user_id: { type: Types.ObjectId, required: true },
    /** SHA-256 of the sign-in binding cookie of the browser that started sign-in (login CSRF). */
    browser_hash: { type: String, required: true },
    expires_at: { type: Date, required: true },
  },
  { collection: 'login_codes', versionKey: false },
);

export const loginCodeModel = (conn: Connection) => conn.model('LoginCode', loginCodeSchema);
