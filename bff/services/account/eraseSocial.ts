import { Types, type Connection } from 'mongoose';
import { REACTION_TYPES } from '../../../contract/social';
import { pagedLists } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { FEED_LIST, commentsList, reactorsList, type FeedRef, type IdRef } from '../social/lists';
import { reactionId } from '../../models/reaction';
import { postWrites } from '../social/postWrites';

const oid = (id: string) => new Types.ObjectId(id);
/** Deletes by `_id` a few at a time: an `$in` would scan the collection on FerretDB. */
const PARALLEL = 20;
/** How often a recount is tried when reactions keep arriving; then the step fails and resumes. */
const RECOUNT_ATTEMPTS = 5;

async function deleteEachById(remove: (id: unknown) => Promise<unknown>, ids: unknown[]) {
  for (let i = 0; i < ids.length; i += PARALLEL)
    await Promise.all(ids.slice(i, i + PARALLEL).map(remove));
}

/**
 * The community side of an account's erasure (bff/services/account/deletion.ts): the person's
 * reactions and comments on others' posts, their own posts with everything hanging on them, and
 * the counters of the posts they touched, counted again from what is left. Every part is safe to
 * run again after a crash: deletes are by `_id`, and counters are recounted, never decremented,
 * so a delete whose decrement was lost cannot leave a count wrong.
 */
export function eraseSocial(models: Models, conn: Connection, seam: EngineSeam) {
  const { Post, Comment, Reaction, ModerationCase } = models;
  const lists = pagedLists(conn, seam);
  const { serializePost, writingPost } = postWrites(Post, seam);

  return {
    /** The posts of others the person reacted to or commented on (to recount later). */
    async touchedPosts(userId: string): Promise<string[]> {
      const [reactions, comments] = await Promise.all([
        Reaction.find({ user_id: oid(userId) }, { post_id: 1 }).lean(),
        Comment.find({ user_id: oid(userId) }, { post_id: 1 }).lean(),
      ]);
      return [...new Set([...reactions, ...comments].map((r) => String(r.post_id)))];
    },

    async eraseReactionsAndComments(userId: string): Promise<void> {
      const [reactions, comments] = await Promise.all([
        Reaction.find({ user_id: oid(userId) }, { _id: 1 }).lean(),
        Comment.find({ user_id: oid(userId) }, { _id: 1 }).lean(),
      ]);
      await deleteEachById(
        (_id) => Reaction.deleteOne({ _id: String(_id) }),
        reactions.map((r) => r._id),
      );
      for (const c of comments) seam.forget(Comment, c._id);
      await deleteEachById(
        (_id) => Comment.deleteOne({ _id }),
        comments.map((c) => c._id),
      );
      for (const c of comments) seam.forget(Comment, c._id);
    },

    /**
     * Each of the person's posts: a reported one leaves its words on its report case (what
     * moderators need), then its comments and reactions go, then the post itself, last, so a
     * crash half-way finds it again.
     */
    async erasePosts(userId: string): Promise<number> {
      const own = await Post.find({ author_id: oid(userId) }, { content: 1, created_at: 1 }).lean();
      for (const post of own) {
        const id = String(post._id);
        await ModerationCase.updateOne(
          { _id: `post:${id}` },
          { $set: { snapshot: { content: post.content, created_at: post.created_at } } },
        );
        for await (const page of lists.eachPage<IdRef>(commentsList(id))) {
          const ids = page.map((r) => oid(r.id));
          for (const c of ids) seam.forget(Comment, c);
          await deleteEachById((_id) => Comment.deleteOne({ _id }), ids);
        }
        await lists.remove(commentsList(id));
        for await (const page of lists.eachPage<IdRef>(reactorsList(id)))
          await deleteEachById(
            (_id) => Reaction.deleteOne({ _id: String(_id) }),
            page.map((r) => r.id),
          );
        await lists.remove(reactorsList(id));
        await serializePost(id, () =>
          writingPost(post._id, () => Post.deleteOne({ _id: post._id })),
        );
      }
      return own.length;
    },

    /**
     * The feed's references to the person's posts keep their place but no longer name her: a
     * reference read as private with no author is shown to nobody and never loaded. One pass over
     * the feed's pages, in the background job only.
     */
    async forgetAuthor(userId: string): Promise<number> {
      return lists.rewrite<FeedRef>(FEED_LIST, (ref) =>
        ref.author === userId ? { id: ref.id, at: ref.at, author: '', privacy: 'private' } : null,
      );
    },

    /**
     * Her reaction's reference on another person's post (its id holds her id) becomes an empty
     * one, which loads nothing and is skipped.
     */
    async forgetReactor(userId: string, postId: string): Promise<number> {
      const hers = reactionId(postId, userId);
      return lists.rewrite<IdRef>(reactorsList(postId), (ref) =>
        ref.id === hers ? { id: '' } : null,
      );
    },

    /**
     * Sets a post's counters to what its lists hold now: existing comments, and existing
     * reactions by kind. A compare-and-set on the counters as read, tried again if a reaction
     * or comment arrived meanwhile.
     */
    async recount(postId: string): Promise<void> {
      if (!Types.ObjectId.isValid(postId)) return;
      const _id = oid(postId);
      await serializePost(postId, () =>
        writingPost(_id, async () => {
          for (let attempt = 0; attempt < RECOUNT_ATTEMPTS; attempt++) {
            const post = await Post.findById(_id, { likes_count: 1, comments_count: 1 }).lean();
            if (!post) return;
            let comments = 0;
            const seenComments = new Set<string>();
            for await (const page of lists.eachPage<IdRef>(commentsList(postId))) {
              const ids = page.map((r) => r.id).filter((id) => !seenComments.has(id));
              ids.forEach((id) => seenComments.add(id));
              const found = await seam.findByIds(Comment, ids.map(oid), { _id: 1 });
              comments += found.size;
            }
            const byKind = Object.fromEntries(REACTION_TYPES.map((t) => [t, 0])) as Record<
              string,
              number
            >;
            const seenReactions = new Set<string>();
            for await (const page of lists.eachPage<IdRef>(reactorsList(postId))) {
              const ids = page.map((r) => r.id).filter((id) => !seenReactions.has(id));
              ids.forEach((id) => seenReactions.add(id));
              const found = await seam.findByIds<{ _id: string; reaction: string }>(Reaction, ids, {
                reaction: 1,
              });
              for (const r of found.values()) byKind[r.reaction] = (byKind[r.reaction] ?? 0) + 1;
            }
            const total = Object.values(byKind).reduce((a, b) => a + b, 0);
            const res = await Post.updateOne(
              seam.stillAsRead(_id, {
                likes_count: post.likes_count,
                comments_count: post.comments_count,
              }),
              {
                $set: {
                  comments_count: comments,
                  likes_count: total,
                  ...Object.fromEntries(REACTION_TYPES.map((t) => [`reactions.${t}`, byKind[t]])),
                },
              },
            );
            if (res.matchedCount === 1) return;
          }
          // The step stays where it is and the sweep tries again, when the post is quieter.
          throw new Error(`post ${postId} kept changing while its counters were recounted`);
        }),
      );
    },
  };
}
export type EraseSocial = ReturnType<typeof eraseSocial>;
