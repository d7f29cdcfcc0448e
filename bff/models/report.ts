import { Schema, Types, type Connection } from 'mongoose';

/**
 * A person's report of a post, for the moderators; `_id` = `${postId}:${reporterId}`, so one per
 * person per post. Kept when the post is deleted.
 */
const reportSchema = new Schema(
  {
    _id: { type: String, required: true },
    post_id: { type: Types.ObjectId, required: true },
    reporter_id: { type: Types.ObjectId, required: true },
    reason: { type: String, required: true },
    status: { type: String, enum: ['open', 'resolved'], default: 'open' },
    /** Whether it counted toward holding the post (bff/policies/reports.ts). */
    counts_toward_hold: { type: Boolean, default: false },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'reports', versionKey: false },
);
// The moderators' list on MongoDB (a bounded admin scan on FerretDB, docs/decisions.md).
reportSchema.index({ status: 1, created_at: -1 });

export const reportModel = (conn: Connection) => conn.model('Report', reportSchema);
