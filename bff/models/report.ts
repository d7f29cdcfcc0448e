import { Schema, Types, type Connection } from 'mongoose';

/** A person's report of a post, for the moderators; one per person per post. */
const reportSchema = new Schema(
  {
    post_id: { type: Types.ObjectId, required: true },
    reporter_id: { type: Types.ObjectId, required: true },
    reason: { type: String, required: true },
    status: { type: String, enum: ['open', 'resolved'], default: 'open' },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'reports', versionKey: false },
);
reportSchema.index({ post_id: 1, reporter_id: 1 }, { unique: true });
reportSchema.index({ status: 1, created_at: -1 });

export const reportModel = (conn: Connection) => conn.model('Report', reportSchema);
