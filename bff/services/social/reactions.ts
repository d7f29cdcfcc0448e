import type { ReactionResult, ReactionType, Reactor } from '../../../contract/social';
import { reactionId } from '../../models/reaction';
import { isHidden } from '../../policies/blocks';
import {
  presentReactionResult,
  presentReactor,
  type ReactionRecord,
} from '../../presenters/social';
import type { SignedInUser } from '../../viewer';
import { oid, type SocialContext } from './context';
import { keeper, reactorsList, type IdRef } from './lists';

const REACTORS_MAX = 500;

/** Reacting to a post and listing who reacted. */
export function reactionsService(ctx: SocialContext) {
  const { lists, seam, visiblePost } = ctx;
  const { Reaction } = ctx.models;

  return {
    /**
     * docs/product.md, Reactions: the same reaction again removes it; another replaces it (count
     * unchanged); a first one adds one. Each step is a single-document atomic write on the
     * reaction (`_id` = post:user), and the post's counters move by what that write returned.
     */
    async react(
      viewer: SignedInUser,
      postId: string,
      reaction: ReactionType,
    ): Promise<ReactionResult> {
      const { post } = await visiblePost(postId, viewer);
      const pid = String(post._id);
      const rid = reactionId(pid, viewer.id);
      const result = await ctx.serializePost(pid, async () => {
        const inc: Record<string, number> = {};
        const add = (r: string, by: number) => {
          inc[`reactions.${r}`] = (inc[`reactions.${r}`] ?? 0) + by;
        };
        let current: ReactionType | null = null;
        for (let attempt = 0; attempt < 5; attempt++) {
          const existing = await Reaction.findById(rid).lean();
          if (existing && existing.reaction === reaction) {
            // By `_id` alone (FerretDB scans any other filter); what was removed is what counts.
            const removed = await Reaction.findOneAndDelete({ _id: rid }).lean();
            if (removed) {
              add(removed.reaction, -1);
              inc.likes_count = -1;
            }
            current = null;
            break;
          }
          if (existing) {
            const before = await Reaction.findOneAndUpdate(
              { _id: rid },
              { $set: { reaction, created_at: new Date() } },
              { returnDocument: 'before' },
            ).lean();
            if (!before) continue; // removed meanwhile: decide again
            add(before.reaction, -1);
            add(reaction, +1);
            current = reaction;
            break;
          }
          const result = await Reaction.updateOne(
            { _id: rid },
            {
              $setOnInsert: {
                post_id: post._id,
                user_id: oid(viewer.id),
                display_name: await ctx.displayNameOf(viewer.id),
                reaction,
                created_at: new Date(),
              },
            },
            { upsert: true },
          );
          if (result.upsertedCount !== 1) continue; // created meanwhile: decide again
          add(reaction, +1);
          inc.likes_count = 1;
          current = reaction;
          // Listed once per creation of the reaction; readers skip a reactor listed twice.
          await lists.append<IdRef>(reactorsList(pid), { id: rid });
          break;
        }
        const after = await ctx.bumpCounters(post._id, inc);
        if (typeof post.feed_pos === 'number') {
          const stored = async () =>
            ((await Reaction.findById(rid).lean())?.reaction as ReactionType | undefined) ?? null;
          await ctx.reactionsOfViewer.record(viewer.id, post.feed_pos, pid, current, stored);
        }
        return {
          answer: presentReactionResult(after, current),
          added: inc.likes_count === 1,
          removed: inc.likes_count === -1,
        };
      });
      // A first reaction is news to the author, one taken back no longer is; a changed one is
      // neither.
      const author = String(post.author_id);
      if (result.added || result.removed) await ctx.notify.reactionChanged(author, viewer.id, pid);
      return result.answer;
    },

    /** Who reacted, newest first (by their first reaction), up to REACTORS_MAX. */
    async reactors(viewer: SignedInUser, postId: string): Promise<Reactor[]> {
      const { post, hidden } = await visiblePost(postId, viewer);
      const { items } = await lists.collect<IdRef, ReactionRecord>(reactorsList(String(post._id)), {
        limit: REACTORS_MAX,
        maxScan: 2 * REACTORS_MAX,
        keep: keeper<IdRef, ReactionRecord>(REACTORS_MAX, async (refs) => {
          const found = await seam.findByIds<ReactionRecord>(
            Reaction,
            refs.map((r) => r.id),
          );
          // Someone hidden by a block, either way, is not named among the reactors.
          return refs.map((r) => {
            const row = found.get(r.id);
            return row && !isHidden(hidden, String(row.user_id)) ? row : null;
          });
        }),
      });
      return items.map(presentReactor);
    },
  };
}
