import { Schema, Types, type Connection } from 'mongoose';
import { REACTION_TYPES } from '../../contract/social';

/** `${postId}:${userId}`: one reaction per person per post, read and written by `_id`. */
export const reactionId = (postId: string, userId: string) => `${postId}:${userId}`;

/** One person's reaction to one post; the derived `_id` makes it at most one. */
const reactionSchema = new Schema(
  {
    _id: { type: String, required: true },
    post_id: { type: Types.ObjectId, required: true },
    user_id: { type: Types.ObjectId, required: true },
    display_name: { type: String, default: '' },
    reaction: { type: String, enum: REACTION_TYPES, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'reactions', versionKey: false },
);

export const reactionModel = (conn: Connection) => conn.model('Reaction', reactionSchema);
