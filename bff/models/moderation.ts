import { Schema, Types, type Connection, type InferSchemaType } from 'mongoose';
import { AUDIT_ACTIONS, CASE_STATUSES, CONTACT_KINDS, REPORT_TARGETS } from '../../contract/admin';

/**
 * A report case: every report of one post, message or person gathered for the moderators
 * (docs/privacy-and-moderation.md, Moderation). `_id` is `<target_type>:<target_id>`, so a new
 * report finds its case by `_id`. `round` grows each time the case opens again; the queues hold
 * `{ id, round }` references and show a case only while it is open in that round.
 */
const moderationCaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    target_type: { type: String, enum: REPORT_TARGETS, required: true },
    target_id: { type: String, required: true },
    /** Whom it is about: a post's author, a message's sender, the reported person. */
    subject_user_id: { type: String, default: null },
    /** For a message: the conversation's pair key and the message's position in it. */
    pair: { type: String, default: null },
    status: { type: String, enum: CASE_STATUSES, default: 'open' },
    round: { type: Number, default: 0 },
    reporters_count: { type: Number, default: 0 },
    /** Every report's reason of the current round (one per reporter). */
    reasons: { type: [String], default: [] },
    /** Reporters of the current round, so a dismissal counts against each of them once. */
    reporter_ids: { type: [String], default: [] },
    first_reported_at: { type: Date, default: () => new Date() },
    last_reported_at: { type: Date, default: () => new Date() },
    resolved_by: { type: String, default: null },
    resolved_at: { type: Date, default: null },
    /**
     * A reported post's words and time, kept when its author deleted their account and the post
     * was erased (bff/services/account/erasePosts.ts): what moderators need survives here only.
     */
    snapshot: {
      type: new Schema({ content: String, created_at: Date }, { _id: false }),
      default: undefined,
    },
  },
  { collection: 'moderation_cases', versionKey: false },
);
export type ModerationCaseDoc = InferSchemaType<typeof moderationCaseSchema> & { _id: string };
export const moderationCaseModel = (conn: Connection) =>
  conn.model('ModerationCase', moderationCaseSchema);

/**
 * One moderator action, append-only: nothing updates or deletes an entry (an undo is an entry of
 * its own that names the one it reverses). Listed newest first through the paged list 'audit'.
 */
const auditEntrySchema = new Schema(
  {
    _id: { type: Types.ObjectId, required: true },
    at: { type: Date, required: true },
    moderator_id: { type: String, required: true },
    moderator_email: { type: String, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    target_type: { type: String, required: true },
    target_id: { type: String, required: true },
    target_label: { type: String, default: '' },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    /** The entry this one reverses (action 'undo'). */
    undoes: { type: String, default: null },
  },
  { collection: 'audit_log', versionKey: false },
);
export type AuditEntryDoc = InferSchemaType<typeof auditEntrySchema> & { _id: Types.ObjectId };
export const auditEntryModel = (conn: Connection) => conn.model('AuditEntry', auditEntrySchema);

/**
 * Which audit entries were undone: `_id` is the entry's id. Kept apart because the log itself is
 * never written twice; inserting this document is also what makes a second undo a no-op.
 */
const auditUndoSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The moderator who undid it. */
    by: { type: String, required: true },
  },
  { collection: 'audit_undos', versionKey: false },
);
export const auditUndoModel = (conn: Connection) => conn.model('AuditUndo', auditUndoSchema);

/** A message to the team from the Contact us form or a listing inquiry on Get Help. */
const contactMessageSchema = new Schema(
  {
    _id: { type: Types.ObjectId, required: true },
    kind: { type: String, enum: CONTACT_KINDS, default: 'contact' },
    user_id: { type: String, required: true },
    subject: { type: String, required: true },
    name: { type: String, default: '' },
    email: { type: String, required: true },
    message: { type: String, required: true },
    is_read: { type: Boolean, default: false },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'contact_messages', versionKey: false },
);
export type ContactMessageDoc = InferSchemaType<typeof contactMessageSchema> & {
  _id: Types.ObjectId;
};
export const contactMessageModel = (conn: Connection) =>
  conn.model('ContactMessage', contactMessageSchema);

/**
 * The console's running counts (`_id` 'counts'): open cases, posts with open reports, waiting
 * suggestions and unread contact messages, moved by the transitions that change them, so the tab
 * counts are one read by `_id`.
 */
const moderationCountsSchema = new Schema(
  {
    _id: { type: String, required: true },
    reports: { type: Number, default: 0 },
    posts: { type: Number, default: 0 },
    places: { type: Number, default: 0 },
    messages: { type: Number, default: 0 },
  },
  { collection: 'moderation_counts', versionKey: false },
);
export const moderationCountsModel = (conn: Connection) =>
  conn.model('ModerationCounts', moderationCountsSchema);
