import { Schema, Types, type Connection, type InferSchemaType } from 'mongoose';
import { PRIVACIES, REACTION_TYPES } from '../../contract/social';

const reactionCounts = Object.fromEntries(
  REACTION_TYPES.map((t) => [t, { type: Number, default: 0, min: 0 }]),
);

/**
 * A community post with its author name and counters denormalised, read only by `_id` (the feed
 * is a list of references, bff/db/pagedList.ts). Deletion is soft: status 'deleted'.
 */
const postSchema = new Schema(
  {
    author_id: { type: Types.ObjectId, required: true },
    display_name: { type: String, default: '' },
    content: { type: String, required: true },
    privacy: { type: String, enum: PRIVACIES, default: 'public' },
    post_type: { type: String, enum: ['text', 'milestone'], default: 'text' },
    milestone_type: { type: String, default: null },
    milestone_days: { type: Number, default: null },
    status: {
      type: String,
      enum: ['published', 'pending', 'rejected', 'deleted'],
      default: 'published',
    },
    likes_count: { type: Number, default: 0, min: 0 },
    comments_count: { type: Number, default: 0, min: 0 },
    reports_count: { type: Number, default: 0, min: 0 },
    /** Reports that count toward the automatic hold (bff/policies/reports.ts). */
    hold_reports_count: { type: Number, default: 0, min: 0 },
    reactions: { type: new Schema(reactionCounts, { _id: false }), default: () => ({}) },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** Its position in the feed list: the viewer's reactions are kept by feed page. */
    feed_pos: { type: Number, default: null },
    deleted_at: { type: Date, default: null },
    /** Its author was an admin when writing it: the 'Moderator' badge (never from the name). */
    by_moderator: { type: Boolean, default: false },
  },
  { collection: 'posts', versionKey: false },
);
// No secondary indexes: every read is by `_id`, and on FerretDB an index only costs writes.

export type PostDoc = InferSchemaType<typeof postSchema> & { _id: Types.ObjectId };
export const postModel = (conn: Connection) => conn.model('Post', postSchema);
