import { Schema, Types, type Connection } from 'mongoose';

/** A signed-in browser. Only the token's hash is stored, so a database leak yields no sessions. */
const sessionSchema = new Schema(
  {
    token_hash: { type: String, required: true },
    user_id: { type: Types.ObjectId, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** Checked in code on every request: FerretDB has no TTL indexes. */
    expires_at: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ token_hash: 1 }, { unique: true });
sessionSchema.index({ user_id: 1 });

export const sessionModel = (conn: Connection) => conn.model('Session', sessionSchema);
