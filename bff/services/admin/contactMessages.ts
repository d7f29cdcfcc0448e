import { Types, type Connection } from 'mongoose';
import type { ContactKind, ContactMessage, ContactMessagesPage } from '../../../contract/admin';
import { shownName } from '../../../domain/profile/displayName';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import { notFound } from '../../errors';
import type { Models } from '../../models';
import type { ContactMessageDoc } from '../../models/moderation';
import type { SignedInUser } from '../../viewer';
import { cursorOf, decodeCursor } from '../cursor';
import type { AuditLog } from './audit';
import { moderationCounts } from './counts';
import { QUEUES, type ItemRef } from './queues';

export const contactMessageNotFound = () =>
  notFound('Contact message not found.', 'contact_message_not_found');

const present = (doc: ContactMessageDoc): ContactMessage => ({
  id: String(doc._id),
  kind: doc.kind as ContactKind,
  subject: doc.subject,
  name: doc.name ?? '',
  email: doc.email,
  message: doc.message,
  created_at: doc.created_at.toISOString(),
  is_read: doc.is_read === true,
});

/**
 * Messages to the team: the Contact us form and Get Help's listing inquiries. The sender's name
 * and e-mail come from their account, never from what they typed, so a reply reaches them.
 */
export function contactMessages(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  audit: AuditLog,
) {
  const { ContactMessage, Profile } = models;
  const lists = pagedLists(conn, seam);
  const counts = moderationCounts(models);

  /**
   * Sets a message read or unread (an undo); true when it changed. Under the message's key, a
   * compare-and-set, so two moderators marking it at once move the unread count once.
   */
  async function setRead(
    id: string,
    read: boolean,
  ): Promise<{ changed: boolean; doc: ContactMessageDoc }> {
    const _id = new Types.ObjectId(id);
    return seam.serialize(`contact:${id}`, async () => {
      const doc = await ContactMessage.findById(_id).lean<ContactMessageDoc>();
      if (!doc) throw contactMessageNotFound();
      if (doc.is_read === read) return { changed: false, doc };
      const res = await ContactMessage.updateOne(seam.stillAsRead(_id, { is_read: doc.is_read }), {
        $set: { is_read: read },
      });
      if (res.modifiedCount !== 1) return { changed: false, doc };
      await counts.bump({ messages: read ? -1 : 1 });
      return { changed: true, doc };
    });
  }

  return {
    /** POST /api/contact-messages. */
    async send(
      viewer: SignedInUser,
      input: { subject: string; message: string; kind: ContactKind },
    ): Promise<void> {
      const profile = await Profile.findById(new Types.ObjectId(viewer.id)).lean();
      const _id = new Types.ObjectId();
      const ref: ItemRef = { id: String(_id) };
      await lists.append(QUEUES.contact, ref);
      await ContactMessage.create({
        _id,
        kind: input.kind,
        user_id: viewer.id,
        subject: input.subject,
        name: shownName(profile?.display_name),
        email: viewer.email,
        message: input.message,
      });
      await counts.bump({ messages: 1 });
    },

    /** GET /api/admin/contact-messages: newest first, read ones included (marked). */
    async list(q: { cursor?: string; limit: number }): Promise<ContactMessagesPage> {
      const page = await lists.collect<ItemRef, ContactMessage>(QUEUES.contact, {
        before: q.cursor ? decodeCursor(q.cursor) : null,
        limit: q.limit,
        keep: async (refs: Ref<ItemRef>[]) => {
          const docs = await seam.findByIds<ContactMessageDoc>(
            ContactMessage,
            refs.filter((r) => Types.ObjectId.isValid(r.id)).map((r) => new Types.ObjectId(r.id)),
          );
          return refs.flatMap((r) => {
            const doc = docs.get(r.id);
            return doc ? [{ pos: r.pos, item: present(doc) }] : [];
          });
        },
      });
      return { messages: page.items, next_cursor: cursorOf(page.next) };
    },

    setRead,

    /**
     * Forgets everything a person sent to the team, for the deletion of their account
     * (bff/services/account/deletion.ts, step `rest`): their references leave the Contact queue,
     * then each message is deleted and, if it was still unread, the Contact count goes down by
     * one, under the message's key like `setRead`, so a moderator marking it read at the same
     * moment moves the count once. Safe to run again: what is gone is not found again, and a
     * reference whose message is gone is skipped by `list` anyway. Finding the person's messages
     * scans the collection (small: one document per message to the team).
     */
    async forgetSender(userId: string): Promise<{ removed: number; unread: number }> {
      const theirs = await ContactMessage.find({ user_id: userId }, { _id: 1 }).lean();
      if (theirs.length === 0) return { removed: 0, unread: 0 };
      const ids = new Set(theirs.map((m) => String(m._id)));
      await lists.rewrite<ItemRef>(QUEUES.contact, (r) => (ids.has(r.id) ? { id: '' } : null));
      let removed = 0;
      let unread = 0;
      for (const { _id } of theirs)
        await seam.serialize(`contact:${String(_id)}`, async () => {
          // A compare-and-set on the read mark: retried if a moderator changed it meanwhile.
          for (let attempt = 0; attempt < 5; attempt++) {
            const doc = await ContactMessage.findById(_id, { is_read: 1 }).lean();
            if (!doc) return;
            const res = await ContactMessage.deleteOne(
              seam.stillAsRead(_id, { is_read: doc.is_read }),
            );
            if (res.deletedCount !== 1) continue;
            removed++;
            if (doc.is_read !== true) {
              unread++;
              await counts.bump({ messages: -1 });
            }
            return;
          }
          throw new Error(`contact message ${String(_id)}: its read mark kept changing`);
        });
      return { removed, unread };
    },

    /** POST /api/admin/contact-messages/{id}/read: audited once, however often it is sent. */
    async markRead(moderator: SignedInUser, id: string): Promise<void> {
      const { changed, doc } = await setRead(id, true);
      if (!changed) return;
      await audit.record(moderator, {
        action: 'contact.read',
        target_type: 'contact_message',
        target_id: id,
        target_label: doc.subject,
        before: { is_read: false },
        after: { is_read: true },
      });
    },
  };
}
export type ContactMessages = ReturnType<typeof contactMessages>;
