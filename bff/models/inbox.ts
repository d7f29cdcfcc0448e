import { Schema, type Connection } from 'mongoose';

/**
 * One person's thread list (docs/product.md, Messages: 'Chats'), `_id` = the person's id, so the
 * whole list is one read by `_id`. Keyed by the other person's id: `threads.<id>` is the entry as
 * JSON text (last message, its time, who sent it; bff/services/inbox.ts), `names.<id>` the other's
 * display name, `unread.<id>` a counter that `$inc` and `$set` change atomically. A conversation
 * itself is a paged list (bff/db/pagedList.ts).
 */
const inboxSchema = new Schema(
  {
    _id: { type: String, required: true },
    threads: { type: Schema.Types.Mixed, default: {} },
    unread: { type: Schema.Types.Mixed, default: {} },
    names: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'inboxes', versionKey: false, minimize: false },
);

export const inboxModel = (conn: Connection) => conn.model('Inbox', inboxSchema);

/** A thread's entry as stored in `threads.<id>` (JSON text). */
export interface InboxEntry {
  /** Preview of the last message. */
  last: string;
  /** Its time, ms since the epoch. */
  at: number;
  /** The owner sent it. */
  mine: boolean;
}

/** One thread as its owner's list keeps it (the other person's name is kept beside it). */
export interface InboxThread extends InboxEntry {
  otherId: string;
  name: string;
  unread: number;
}
