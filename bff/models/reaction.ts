import { Schema, Types, type Connection } from 'mongoose';
import { REACTION_TYPES } from '../../contract/social';

/** One person's reaction to one post: the unique index makes it at most one. */
const reactionSchema = new Schema(
  {
    post_id: { type: Types.ObjectId, required: true },
    user_id: { type: Types.ObjectId, required: true },
    display_name: { type: String, default: '' },
    reaction: { type: String, enum: REACTION_TYPES, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'reactions', versionKey: false },
);
reactionSchema.index({ post_id: 1, user_id: 1 }, { unique: true });
reactionSchema.index({ user_id: 1, post_id: 1 });

export const reactionModel = (conn: Connection) => conn.model('Reaction', reactionSchema);
