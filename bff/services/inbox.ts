import type { EngineSeam } from '../db/seam';
import type { Models } from '../models';
import type { InboxEntry, InboxThread } from '../models/inbox';

interface InboxDoc {
  _id: string;
  threads?: Record<string, string>;
  unread?: Record<string, number>;
  names?: Record<string, string>;
}

/**
 * Each person's thread list as one document (bff/models/inbox.ts): the list screen is one read
 * by `_id`, never a query per thread. Writes are single-document operators on fields named by the
 * other person's id, atomic on MongoDB and serialised per inbox on FerretDB (bff/db/seam.ts).
 */
export function inboxService(models: Models, seam: EngineSeam) {
  const { Inbox } = models;

  /**
   * Every write to an inbox: serialised per inbox (FerretDB) and forgotten from the hot reads
   * before and after, so the thread list read from memory is never older than a write.
   */
  const writing = <T>(ownerId: string, task: () => Promise<T>) =>
    seam.serialize(`inbox:${ownerId}`, async () => {
      seam.forget(Inbox, ownerId);
      try {
        return await task();
      } finally {
        seam.forget(Inbox, ownerId);
      }
    });
  const write = (ownerId: string, update: object) =>
    writing(ownerId, () => Inbox.updateOne({ _id: ownerId }, update, { upsert: true }));
  /**
   * One read by `_id`, kept hot on FerretDB: a document of hundreds of fields costs the engine
   * about 20 ms to hand over (measured with 200 threads), memory nothing.
   */
  const readInbox = async (ownerId: string) =>
    (await seam.findHotByIds<InboxDoc>(Inbox, [ownerId])).get(ownerId);

  /** The ids of the people this person has threads with. */
  async function others(ownerId: string): Promise<string[]> {
    const doc = await readInbox(ownerId);
    return Object.keys(doc?.threads ?? {});
  }

  return {
    others,

    /** The owner's threads, most recent first. */
    async read(ownerId: string): Promise<InboxThread[]> {
      const doc = await readInbox(ownerId);
      const out: InboxThread[] = [];
      for (const [otherId, text] of Object.entries(doc?.threads ?? {})) {
        let entry: InboxEntry;
        try {
          entry = JSON.parse(text) as InboxEntry;
        } catch {
          continue; // a damaged entry hides one thread, never the list
        }
        out.push({
          ...entry,
          otherId,
          name: doc?.names?.[otherId] ?? '',
          unread: Math.max(0, doc?.unread?.[otherId] ?? 0),
        });
      }
      return out.sort((a, b) => b.at - a.at);
    },

    /**
     * A message in the thread with `otherId`: the owner's entry now shows it. Returns the owner's
     * unread count of that thread after it.
     */
    async noteMessage(
      ownerId: string,
      otherId: string,
      entry: InboxEntry,
      otherName: string,
    ): Promise<number> {
      const doc = await writing(ownerId, () =>
        Inbox.findOneAndUpdate(
          { _id: ownerId },
          {
            $set: {
              [`threads.${otherId}`]: JSON.stringify(entry),
              [`names.${otherId}`]: otherName,
            },
            ...(entry.mine ? {} : { $inc: { [`unread.${otherId}`]: 1 } }),
          },
          { upsert: true, returnDocument: 'after' },
        ).lean<InboxDoc>(),
      );
      return Math.max(0, doc?.unread?.[otherId] ?? 0);
    },

    /** The owner opened the thread with `otherId`. */
    async markRead(ownerId: string, otherId: string): Promise<void> {
      await write(ownerId, { $set: { [`unread.${otherId}`]: 0 } });
    },

    /**
     * `goneId` deleted their account: the owner's thread with them shows 'Deleted account', with
     * what is left of it as its last message (`entry`), and nothing unread (only their messages
     * could be).
     */
    async markGone(
      ownerId: string,
      goneId: string,
      name: string,
      entry: (old: InboxEntry | null) => InboxEntry,
    ): Promise<void> {
      const doc = await readInbox(ownerId);
      const text = doc?.threads?.[goneId];
      if (text === undefined) return;
      let old: InboxEntry | null = null;
      try {
        old = JSON.parse(text) as InboxEntry;
      } catch {
        old = null; // a damaged entry is rewritten from what is left
      }
      await write(ownerId, {
        $set: {
          [`threads.${goneId}`]: JSON.stringify(entry(old)),
          [`names.${goneId}`]: name,
          [`unread.${goneId}`]: 0,
        },
      });
    },

    /** The owner's whole thread list (their account is being erased). */
    async remove(ownerId: string): Promise<void> {
      await writing(ownerId, () => Inbox.deleteOne({ _id: ownerId }));
    },

    /** `userId` saved a new display name: every thread list showing them follows. */
    async rename(userId: string, name: string): Promise<void> {
      for (const otherId of await others(userId))
        await write(otherId, { $set: { [`names.${userId}`]: name } });
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
