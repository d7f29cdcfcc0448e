import { Schema, Types, type Connection } from 'mongoose';

/** A comment on a post, read by `_id` from the post's list of comment references (`c:<postId>`). */
const commentSchema = new Schema(
  {
    post_id: { type: Types.ObjectId, required: true },
    user_id: { type: Types.ObjectId, required: true },
    display_name: { type: String, default: '' },
    content: { type: String, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'comments', versionKey: false },
);

export const commentModel = (conn: Connection) => conn.model('Comment', commentSchema);
