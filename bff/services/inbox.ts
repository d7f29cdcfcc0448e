import type { EngineSeam } from '../db/seam';
import type { Models } from '../models';

/** One thread as its owner's list keeps it (the other person's name is kept beside it). */
export interface InboxEntry {
  /** Preview of the last message. */
  last: string;
  /** Its time, ms since the epoch. */
  at: number;
  /** The owner sent it. */
  mine: boolean;
}

export interface InboxThread extends InboxEntry {
  otherId: string;
  name: string;
  unread: number;
}

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

  const write = (ownerId: string, update: object) =>
    seam.serialize(`inbox:${ownerId}`, () =>
      Inbox.updateOne({ _id: ownerId }, update, { upsert: true }),
    );

  /** The ids of the people this person has threads with. */
  async function others(ownerId: string): Promise<string[]> {
    const doc = await Inbox.findById(ownerId, { threads: 1 }).lean<InboxDoc>();
    return Object.keys(doc?.threads ?? {});
  }

  return {
    others,

    /** The owner's threads, most recent first. */
    async read(ownerId: string): Promise<InboxThread[]> {
      const doc = await Inbox.findById(ownerId).lean<InboxDoc>();
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
      const doc = await seam.serialize(`inbox:${ownerId}`, () =>
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

    /** `userId` saved a new display name: every thread list showing them follows. */
    async rename(userId: string, name: string): Promise<void> {
      for (const otherId of await others(userId))
        await write(otherId, { $set: { [`names.${userId}`]: name } });
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
