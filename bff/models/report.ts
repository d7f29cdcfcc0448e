import { Schema, Types, type Connection } from 'mongoose';

/**
 * A person's report for the moderators, one per reporter per target: of a post (`_id` =
 * `${postId}:${reporterId}`, kept when the post is deleted), of a message (`message:<messageId>:
 * <reporterId>`, with the message's words as they were, since only the two people can read the
 * conversation) or of a person (`user:<userId>:<reporterId>`).
 */
const reportSchema = new Schema(
  {
    _id: { type: String, required: true },
    target_type: { type: String, enum: ['post', 'message', 'user'], default: 'post' },
    post_id: { type: Types.ObjectId, required: false },
    /** A reported message's id, or a reported person's id. */
    target_id: { type: String, required: false },
    /** Whom the report is about (a message's sender, a reported person). */
    subject_user_id: { type: Types.ObjectId, required: false },
    /** A reported message's words when it was reported. */
    content: { type: String, required: false },
    /** Absent once the reporter deleted their account: the report stays, without them. */
    reporter_id: { type: Types.ObjectId, required: false },
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
