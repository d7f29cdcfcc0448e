import { Schema, Types, type Connection } from 'mongoose';

/** The two user ids, sorted, joined by ':' — the `_id` of their one thread. */
export const pairKey = (a: string, b: string) => [a, b].sort().join(':');

/** Which of the pair a person is: 0 for the smaller id of pairKey's order, else 1. */
export const sideOf = (pair: string, userId: string): 0 | 1 =>
  pair.startsWith(`${userId}:`) ? 0 : 1;

/**
 * One conversation between two people (one document per pair), stored under
 * `pairKey(a, b)` as its `_id`, so "are these two peers?" is one read by `_id`; the feed uses it
 * for 'friends' privacy. Its messages are the paged list `m:<pair>` (bff/services/messages.ts);
 * here, per side (0, 1 in pairKey's order), how far that person has read and whether they ever
 * wrote (someone who wrote to you may be answered even with accept_messages off).
 */
const threadSchema = new Schema(
  {
    _id: { type: String, required: true },
    user_ids: { type: [Types.ObjectId], required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    updated_at: { type: Date, required: true, default: () => new Date() },
    /** The newest message position each side has read (-1: none). */
    read_0: { type: Number, default: -1 },
    read_1: { type: Number, default: -1 },
    wrote_0: { type: Boolean, default: false },
    wrote_1: { type: Boolean, default: false },
    /** Positions of messages a moderator hid: gone from the conversation for both people. */
    hidden: { type: [Number], default: undefined },
    /**
     * That side deleted their account (bff/services/account/eraseConversations.ts): its messages
     * are erased from the list, and the other person sees 'Deleted account'.
     */
    gone_0: { type: Boolean, default: undefined },
    gone_1: { type: Boolean, default: undefined },
  },
  { collection: 'threads', versionKey: false },
);
threadSchema.index({ user_ids: 1, updated_at: -1 });

export const threadModel = (conn: Connection) => conn.model('Thread', threadSchema);
