import { Schema, Types, type Connection, type InferSchemaType } from 'mongoose';
import { PRIVACIES, REACTION_TYPES } from '../../contract/social';

const reactionCounts = Object.fromEntries(
  REACTION_TYPES.map((t) => [t, { type: Number, default: 0, min: 0 }]),
);

/** A community post with its author name and counters denormalised, so a feed page is one query. */
const postSchema = new Schema(
  {
    author_id: { type: Types.ObjectId, required: true },
    display_name: { type: String, default: '' },
    content: { type: String, required: true },
    privacy: { type: String, enum: PRIVACIES, default: 'public' },
    post_type: { type: String, enum: ['text', 'milestone'], default: 'text' },
    milestone_type: { type: String, default: null },
    milestone_days: { type: Number, default: null },
    status: { type: String, enum: ['published', 'pending', 'rejected'], default: 'published' },
    likes_count: { type: Number, default: 0, min: 0 },
    comments_count: { type: Number, default: 0, min: 0 },
    reports_count: { type: Number, default: 0, min: 0 },
    reactions: { type: new Schema(reactionCounts, { _id: false }), default: () => ({}) },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'posts', versionKey: false },
);
// The feed: newest first, keyset by (created_at, _id).
postSchema.index({ status: 1, created_at: -1, _id: -1 });
// An author's own posts, including held ones.
postSchema.index({ author_id: 1, created_at: -1, _id: -1 });

export type PostDoc = InferSchemaType<typeof postSchema> & { _id: Types.ObjectId };
export const postModel = (conn: Connection) => conn.model('Post', postSchema);
