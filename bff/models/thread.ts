import { Schema, Types, type Connection } from 'mongoose';

/** The two user ids, sorted, joined by ':' — the `_id` of their one thread. */
export const pairKey = (a: string, b: string) => [a, b].sort().join(':');

/**
 * One conversation between two people (DESIGN.md: one document per pair), stored under
 * `pairKey(a, b)` as its `_id`, so "are these two peers?" is one read by `_id`. The messages
 * feature adds the last message and unread counts; the feed uses it for 'friends' privacy.
 */
const threadSchema = new Schema(
  {
    _id: { type: String, required: true },
    user_ids: { type: [Types.ObjectId], required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    updated_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'threads', versionKey: false },
);
threadSchema.index({ user_ids: 1, updated_at: -1 });

export const threadModel = (conn: Connection) => conn.model('Thread', threadSchema);
