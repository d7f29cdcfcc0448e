import { Schema, Types, type Connection } from 'mongoose';

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
commentSchema.index({ post_id: 1, created_at: 1, _id: 1 });

export const commentModel = (conn: Connection) => conn.model('Comment', commentSchema);
