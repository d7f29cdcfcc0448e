import type { Connection } from 'mongoose';
import { DELETED_ACCOUNT_NAME } from '../../../contract/account';
import { PREVIEW_MAX } from '../../../contract/messages';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { pairKey, sideOf } from '../../models/thread';
import type { MessageRef } from '../../presenters/message';
import type { InboxService } from '../inbox';

const REACTIONS = 'message_reactions';
interface ThreadFacts {
  _id: string;
  hidden?: number[];
  gone_0?: boolean;
  gone_1?: boolean;
}

/**
 * The person's side of every conversation (bff/services/account/deletion.ts). Their messages are
 * erased from the list in place (the words are gone; the position stays, so every other message
 * keeps its id), their reactions to messages go, the thread is marked with their side gone (so a
 * copy of a page read before still shows nothing of theirs), and the other person's thread list
 * names them 'Deleted account'. A conversation both people left is removed whole. Each step is
 * safe to run again.
 */
export function eraseConversations(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  inbox: InboxService,
) {
  const { Thread } = models;
  const lists = pagedLists(conn, seam);
  const reactionDocs = () => conn.collection<{ _id: string; r?: string[] }>(REACTIONS);

  async function eraseOne(userId: string, otherId: string): Promise<void> {
    const pair = pairKey(userId, otherId);
    const side = sideOf(pair, userId);
    const list = `m:${pair}`;
    await seam.serialize(`thread:${pair}`, () =>
      Thread.updateOne({ _id: pair }, { $set: { [`gone_${side}`]: true } }),
    );
    const thread = await Thread.findById(pair).lean<ThreadFacts>();
    const pages = Math.ceil((await lists.count(list)) / 100);
    if (!thread || thread[`gone_${1 - side}` as 'gone_0']) {
      // Nobody is left to read it.
      for (let p = 0; p < pages; p++) await reactionDocs().deleteOne({ _id: `${pair}:${p}` });
      await lists.remove(list);
      await seam.serialize(`thread:${pair}`, () => Thread.deleteOne({ _id: pair }));
      return;
    }
    await lists.rewrite<MessageRef>(list, (r) =>
      r.s === side && !r.g ? { s: r.s, c: '', t: r.t, g: 1 } : null,
    );
    for (let p = 0; p < pages; p++) {
      const id = `${pair}:${p}`;
      await seam.serialize(`mreact:${id}`, async () => {
        const doc = await reactionDocs().findOne({ _id: id });
        const theirs = (doc?.r ?? []).filter((e) => e.split('|')[1] === userId);
        if (theirs.length > 0)
          await reactionDocs().updateOne({ _id: id }, { $pullAll: { r: theirs } });
      });
    }
    // What the other person's thread list shows last: their own newest message still there.
    const { items } = await lists.collect<MessageRef, Ref<MessageRef>>(list, {
      limit: 1,
      keep: async (refs) =>
        refs
          .filter((r) => !r.g && r.s !== side && !thread.hidden?.includes(r.pos))
          .map((r) => ({ pos: r.pos, item: r })),
    });
    const last = items[0];
    await inbox.markGone(otherId, userId, DELETED_ACCOUNT_NAME, (old) =>
      last
        ? { last: last.c.slice(0, PREVIEW_MAX), at: last.t, mine: true }
        : { last: '', at: old?.at ?? Date.now(), mine: true },
    );
  }

  return {
    async erase(userId: string): Promise<void> {
      for (const other of await inbox.others(userId)) await eraseOne(userId, other);
      await inbox.remove(userId);
    },
  };
}
