import { Schema, Types, type Connection } from 'mongoose';

/**
 * One conversation between two people (DESIGN.md: one document per pair). The messages feature
 * adds the last message and unread counts; the feed uses it for 'friends' privacy.
 */
const threadSchema = new Schema(
  {
    /** The two user ids, sorted, joined by ':' — one thread per pair. */
    pair_key: { type: String, required: true },
    user_ids: { type: [Types.ObjectId], required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    updated_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'threads', versionKey: false },
);
threadSchema.index({ pair_key: 1 }, { unique: true });
threadSchema.index({ user_ids: 1, updated_at: -1 });

export const pairKey = (a: string, b: string) => [a, b].sort().join(':');
export const threadModel = (conn: Connection) => conn.model('Thread', threadSchema);
