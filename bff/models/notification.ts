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
    /** A moderation entry: the suggested resource it is about (a post's is post_id). */
    resource_id: { type: String, default: null },
    /** A moderation entry: what the moderators decided, shown while it still stands. */
    outcome: { type: String, default: null },
    pos: { type: Number, required: true },
    read: { type: Boolean, default: false },
    updated_at: { type: Date, required: true },
  },
  { collection: 'notifications', versionKey: false },
);

/**
 * Per person (`_id` = their id): everything placed before `read_through` in their list is read
 * ('Mark all as read' moves it to the end), their preferences, the devices pushes go to, and what
 * the scheduler holds for them (bff/services/notifications/schedule.ts).
 */
const notificationStateSchema = new Schema(
  {
    _id: { type: String, required: true },
    read_through: { type: Number, default: 0 },
    preferences: { type: Schema.Types.Mixed, default: null },
    /** Their devices' subscriptions (PushSubscription `_id`s), oldest first. */
    push_ids: { type: [String], default: [] },
    /** The minute their next reminder is due (a due bucket's key); null: none. */
    reminder_due: { type: String, default: null },
    /** The minute their quiet hours end, when pushes were held during them; null: none held. */
    release_due: { type: String, default: null },
    /** The last date (theirs, YYYY-MM-DD) a device of theirs reported a check-in. */
    checked_in_on: { type: String, default: null },
    /** The last date (theirs) a reminder was due: at most one comes a day, whatever the saves. */
    reminded_on: { type: String, default: null },
  },
  { collection: 'notification_states', versionKey: false, minimize: false },
);

/**
 * One device's Web Push subscription (`_id` = a hash of its endpoint, so a device subscribing
 * again is the same document), read by `_id` from its owner's `push_ids`.
 */
const pushSubscriptionSchema = new Schema(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true },
    endpoint: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { collection: 'push_subscriptions', versionKey: false },
);

/**
 * What is due in one minute (`_id` = 'YYYY-MM-DDTHH:MM', UTC): jobs such as `reminder:<user>`.
 * The scheduler reads each minute's bucket by `_id` and claims it by deleting it.
 */
const notificationDueSchema = new Schema(
  {
    _id: { type: String, required: true },
    jobs: { type: [String], default: [] },
    /** On the one document `_id` 'through': the last minute whose jobs were all taken. */
    through: { type: String, default: undefined },
  },
  { collection: 'notification_due', versionKey: false },
);

export const pushSubscriptionModel = (conn: Connection) =>
  conn.model('PushSubscription', pushSubscriptionSchema);
export const notificationDueModel = (conn: Connection) =>
  conn.model('NotificationDue', notificationDueSchema);
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
