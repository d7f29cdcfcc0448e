import { Schema, Types, type Connection } from 'mongoose';

/** A comment on a post, read by `_id` from the post's list of comment references (`c:<postId>`). */
const commentSchema = new Schema(
  {
    post_id: { type: Types.ObjectId, required: true },
    user_id: { type: Types.ObjectId, required: true },
    display_name: { type: String, default: '' },
    content: { type: String, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** Its author was an admin when writing it: the 'Moderator' badge (never from the name). */
    by_moderator: { type: Boolean, default: false },
  },
  { collection: 'comments', versionKey: false },
);

export const commentModel = (conn: Connection) => conn.model('Comment', commentSchema);
