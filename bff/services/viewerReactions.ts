import type { Collection, Connection } from 'mongoose';
import { REACTION_TYPES, type ReactionType } from '../../contract/social';
import { pageOf } from '../db/pagedList';
import type { EngineSeam } from '../db/seam';

const COLLECTION = 'viewer_reactions';

interface ViewerReactionsDoc {
  _id: string;
  /** post id -> the viewer's reaction to it */
  m?: Record<string, string>;
}

/** `<userId>:<feed page>`: one person's reactions to the posts of one page of the feed. */
export const viewerReactionsId = (userId: string, feedPage: number) => `${userId}:${feedPage}`;

const isReactionType = (value: unknown): value is ReactionType =>
  (REACTION_TYPES as readonly unknown[]).includes(value);

/**
 * What one person reacted to, grouped by the feed page of each post (docs/decisions.md): a feed
 * page shows the viewer's own reaction on up to 20 posts, and reading those as 20 reactions by
 * `_id` cost more than the posts themselves on the embedded engine. One document per viewer and
 * feed page holds them all, so a page of the feed needs one or two more reads by `_id`, whatever
 * the size of the community. The reaction documents stay the truth (counts, reactors); this is
 * their index for the feed, written after them and rewritten by every reaction, so a crash in
 * between shows a person their previous reaction until they react again.
 */
export function viewerReactions(conn: Connection, seam: EngineSeam) {
  const col = () =>
    conn.collection<ViewerReactionsDoc>(COLLECTION) as unknown as Collection<ViewerReactionsDoc>;

  return {
    /** The viewer's reactions on the feed pages holding these positions, by post id. */
    async onPages(userId: string, feedPages: readonly number[]) {
      const docs = await Promise.all(
        [...new Set(feedPages)].map((page) =>
          col().findOne({ _id: viewerReactionsId(userId, page) }),
        ),
      );
      const mine = new Map<string, ReactionType>();
      for (const doc of docs)
        for (const [postId, reaction] of Object.entries(doc?.m ?? {}))
          if (isReactionType(reaction)) mine.set(postId, reaction);
      return mine;
    },

    /** Records (or, with null, forgets) the viewer's reaction to the post at this feed position. */
    async record(userId: string, feedPos: number, postId: string, reaction: ReactionType | null) {
      const _id = viewerReactionsId(userId, pageOf(feedPos));
      // Two reactions of one person on one feed page write the same document: on FerretDB
      // ($set is a read-modify-write there) they must not interleave.
      await seam.serialize(`rx:${_id}`, () =>
        col().updateOne(
          { _id },
          reaction ? { $set: { [`m.${postId}`]: reaction } } : { $unset: { [`m.${postId}`]: '' } },
          { upsert: true },
        ),
      );
    },

    /** Replaces every document (the start-up migration, after feed positions were assigned). */
    async rebuild(
      entries: Iterable<{ userId: string; feedPos: number; postId: string; reaction: string }>,
    ) {
      const docs = new Map<string, Record<string, string>>();
      for (const e of entries) {
        const id = viewerReactionsId(e.userId, pageOf(e.feedPos));
        docs.set(id, { ...docs.get(id), [e.postId]: e.reaction });
      }
      await col().deleteMany({});
      for (const [_id, m] of docs) await col().insertOne({ _id, m });
    },
  };
}
export type ViewerReactions = ReturnType<typeof viewerReactions>;
