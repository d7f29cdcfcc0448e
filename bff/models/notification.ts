import { Schema, type Connection } from 'mongoose';
import { NOTIFICATION_KINDS } from '../../contract/notifications';

/**
 * One notification of one person (docs/notifications.md), `_id` derived from what it is about
 * (notificationId), so a second reaction to the same post updates the same entry instead of adding
 * one. Its place in the person's list (a paged list of references, bff/db/pagedList.ts) is `pos`:
 * when it changes it is appended again and `pos` moves to the new reference, and readers keep only
 * the reference at `pos`, so it shows once, as new. Names are not stored: they are read when the
 * list is, so a block or a deleted account never shows in it.
 */
const notificationSchema = new Schema(
  {
    _id: { type: String, required: true },
    owner_id: { type: String, required: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    /** Who does it now (their reaction is there), newest first (at most ACTORS_KEPT of them). */
    actors: { type: [String], default: [] },
    /** How many do it now (a grouped entry counts past the ones kept). */
    actor_count: { type: Number, default: 0 },
    /** Everyone who was ever on it: one coming back does not raise it again. */
    seen: { type: [String], default: [] },
    /** Counts every change: the compare-and-set of a write (bff/services/notifications). */
    rev: { type: Number, default: 0 },
    post_id: { type: String, default: null },
    comment_id: { type: String, default: null },
    request_id: { type: String, default: null },
    pos: { type: Number, required: true },
    read: { type: Boolean, default: false },
    updated_at: { type: Date, required: true },
  },
  { collection: 'notifications', versionKey: false },
);

/**
 * Per person (`_id` = their id): everything placed before `read_through` in their list is read
 * ('Mark all as read' moves it to the end), and their preferences.
 */
const notificationStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    read_through: { type: Number, default: 0 },
    preferences: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'notification_states', versionKey: false, minimize: false },
);

export const notificationModel = (conn: Connection) =>
  conn.model('Notification', notificationSchema);
export const notificationStateModel = (conn: Connection) =>
  conn.model('NotificationState', notificationStateSchema);

/**
 * People kept by id on an entry (its count goes on past them): a post's reactors, up to here, can
 * each be taken off when they take their reaction back or are blocked.
 */
export const ACTORS_KEPT = 1_000;

/** The entry of `owner` about `subject` (a comment's id, a post's, a support request's). */
export const notificationId = (owner: string, kind: string, subject: string) =>
  `${owner}:${kind}:${subject}`;
