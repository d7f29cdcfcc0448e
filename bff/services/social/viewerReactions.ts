import type { Collection, Connection } from 'mongoose';
import { REACTION_TYPES, type ReactionType } from '../../../contract/social';
import type { EngineSeam } from '../../db/seam';

const COLLECTION = 'viewer_reactions';

interface ViewerReactionsDoc {
  _id: string;
  /** post id -> the viewer's reaction to it */
  m?: Record<string, string>;
}

/**
 * How many feed positions one document covers. Its own constant (not the list's page size), so
 * tuning list pages never moves a reaction to another document.
 */
const GROUP = 100;
/** The group of feed positions a post's reactions are kept in. */
export const reactionGroupOf = (feedPos: number) => Math.floor(feedPos / GROUP);

/** `<userId>:<group>`: one person's reactions to the posts at one group of feed positions. */
export const viewerReactionsId = (userId: string, group: number) => `${userId}:${group}`;

const isReactionType = (value: unknown): value is ReactionType =>
  (REACTION_TYPES as readonly unknown[]).includes(value);

/**
 * What one person reacted to, grouped by the feed page of each post (docs/decisions.md): a feed
 * page shows the viewer's own reaction on up to 20 posts, and reading those as 20 reactions by
 * `_id` cost more than the posts themselves on the embedded engine. One document per viewer and
 * feed page holds them all, so a page of the feed needs one or two more reads by `_id`, whatever
 * the size of the community. The reaction documents stay the truth (counts, reactors); this is
 * their index for the feed: `record` writes it after them and then checks it against the reaction
 * document, writing again until both agree, so two toggles racing on MongoDB (where nothing
 * serialises them across processes) still leave the index equal to the reaction. Only a crash
 * between the reaction and the index leaves the feed showing the previous reaction, until the
 * person's next reaction to that post rewrites it.
 */
export function viewerReactions(conn: Connection, seam: EngineSeam) {
  const col = () =>
    conn.collection<ViewerReactionsDoc>(COLLECTION) as unknown as Collection<ViewerReactionsDoc>;

  return {
    /** The viewer's reactions to the posts of one group of feed positions, by post id. */
    async inGroup(userId: string, group: number) {
      const doc = await col().findOne({ _id: viewerReactionsId(userId, group) });
      const mine = new Map<string, ReactionType>();
      for (const [postId, reaction] of Object.entries(doc?.m ?? {}))
        if (isReactionType(reaction)) mine.set(postId, reaction);
      return mine;
    },

    /**
     * Records the viewer's reaction (null: none) to the post at this feed position, then reads
     * the reaction document (`stored`) and writes again until the two agree (see above).
     */
    async record(
      userId: string,
      feedPos: number,
      postId: string,
      reaction: ReactionType | null,
      stored: () => Promise<ReactionType | null>,
    ) {
      const _id = viewerReactionsId(userId, reactionGroupOf(feedPos));
      const write = (value: ReactionType | null) =>
        // Two reactions of one person in one group write the same document: on FerretDB ($set is
        // a read-modify-write there) they must not interleave.
        seam.serialize(`rx:${_id}`, () =>
          col().updateOne(
            { _id },
            value ? { $set: { [`m.${postId}`]: value } } : { $unset: { [`m.${postId}`]: '' } },
            { upsert: true },
          ),
        );
      let written = reaction;
      await write(written);
      for (let check = 0; check < 5; check++) {
        const truth = await stored();
        if (truth === written) return;
        written = truth;
        await write(written);
      }
    },

    /**
     * Adds these reactions (the start-up migration, after feed positions were assigned). Upserts
     * of entries, never a delete: a process that already serves keeps what it recorded.
     */
    async addAll(
      entries: Iterable<{ userId: string; feedPos: number; postId: string; reaction: string }>,
    ) {
      const docs = new Map<string, Record<string, string>>();
      for (const e of entries) {
        const id = viewerReactionsId(e.userId, reactionGroupOf(e.feedPos));
        docs.set(id, { ...docs.get(id), [`m.${e.postId}`]: e.reaction });
      }
      for (const [_id, set] of docs)
        await seam.serialize(`rx:${_id}`, () =>
          col().updateOne({ _id }, { $set: set }, { upsert: true }),
        );
    },
  };
}
export type ViewerReactions = ReturnType<typeof viewerReactions>;
