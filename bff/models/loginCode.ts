import { Schema, Types, type Connection } from 'mongoose';

/** The one-time code handed to /auth/callback and exchanged once for a session. */
const loginCodeSchema = new Schema(
  {
    code_hash: { type: String, required: true },
    user_id: { type: Types.ObjectId, required: true },
    expires_at: { type: Date, required: true },
  },
  { collection: 'login_codes', versionKey: false },
);
loginCodeSchema.index({ code_hash: 1 }, { unique: true });

export const loginCodeModel = (conn: Connection) => conn.model('LoginCode', loginCodeSchema);
