import { reactionEmoji } from '../../domain/social/postRules';
import { Types, trusted, type QueryFilter } from 'mongoose';
import type { PostDoc } from '../models/post';
import type { SignedInUser } from './sessions';
import {
  FEED_PAGE_SIZE,
  REPORTS_TO_HOLD,
  type Comment,
  type FeedPage,
  type NewPost,
  type Post,
  type ReactionResult,
  type ReactionType,
  type Reactor,
} from '../../contract/social';
import { badRequest, conflict, forbidden, postNotFound } from '../errors';
import type { Models } from '../models';
import { pairKey } from '../models/thread';
import { canDeletePost, canViewPost, visiblePostsFilter } from '../policies/posts';
import { presentComment, presentCounts, presentPost, type PostRecord } from '../presenters/post';
import { decodeCursor, encodeCursor, type Cursor } from './cursor';
import { keyedLock, type WithLock } from './keyedLock';

const oid = (id: string) => new Types.ObjectId(id);
type PostFilter = QueryFilter<PostDoc>;
const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/** The community feed's rules: privacy, moderation, reactions, comments, deletion and reports. */
export function postService(models: Models, withLock: WithLock = keyedLock()) {
  const { Post, Reaction, Comment: CommentModel, Report, Thread, Profile, User } = models;

  async function displayNameOf(userId: string): Promise<string> {
    const [profile, user] = await Promise.all([
      Profile.findOne({ user_id: oid(userId) }, { display_name: 1 }).lean(),
      User.findById(userId, { provider_name: 1 }).lean(),
    ]);
    return profile?.display_name || user?.provider_name || 'Anonymous User';
  }

  /** People the viewer shares a message thread with ('friends' privacy). */
  async function peersOf(userId: string): Promise<Types.ObjectId[]> {
    const threads = await Thread.find({ user_ids: oid(userId) }, { user_ids: 1 }).lean<
      { user_ids: Types.ObjectId[] }[]
    >();
    return threads.flatMap((t) => t.user_ids.filter((u) => String(u) !== userId));
  }

  async function isPeer(a: string, b: string): Promise<boolean> {
    if (a === b) return true;
    return (await Thread.countDocuments({ pair_key: pairKey(a, b) })) > 0;
  }

  /**
   * The post if this viewer may see it, else 404: a post the viewer may not see answers exactly
   * like one that does not exist. postId is a validated ObjectId (the route's params schema).
   */
  async function visiblePost(postId: string, viewer: SignedInUser) {
    const post = await Post.findById(postId).lean<PostRecord>();
    if (!post) throw postNotFound();
    const peer =
      post.privacy === 'friends' ? await isPeer(String(post.author_id), viewer.id) : false;
    if (!canViewPost(post, viewer, peer)) throw postNotFound();
    return post;
  }

  /** Sets the post's reaction counters from the reaction documents themselves (the truth). */
  async function recountReactions(postId: Types.ObjectId) {
    const groups = await Reaction.aggregate<{ _id: ReactionType; n: number }>([
      { $match: { post_id: postId } },
      { $group: { _id: '$reaction', n: { $sum: 1 } } },
    ]);
    const reactions = presentCounts(Object.fromEntries(groups.map((g) => [g._id, g.n])));
    const likes_count = groups.reduce((sum, g) => sum + g.n, 0);
    await Post.updateOne({ _id: postId }, { $set: { likes_count, reactions } });
    return { likes_count, reactions };
  }

  /**
   * The posts after a cursor in (created_at desc, _id desc) order. One simple range query does it:
   * FerretDB evaluates an `$or` of (created_at, _id) conditions pathologically slowly (a deep page of
   * 100,000 posts took over 5 minutes), so ties on the cursor's timestamp are settled here instead,
   * with an exact follow-up query in the rare case that many posts share that millisecond.
   */
  async function pageAfter(
    visible: PostFilter,
    cursor: Cursor,
    count: number,
  ): Promise<PostRecord[]> {
    const TIE_ALLOWANCE = 20;
    const isAfter = (p: PostRecord) =>
      p.created_at.getTime() < cursor.createdAt.getTime() ||
      (p.created_at.getTime() === cursor.createdAt.getTime() && String(p._id) < String(cursor.id));
    const batch = await Post.find({
      $and: [visible, { created_at: trusted({ $lte: cursor.createdAt }) }],
    })
      .sort({ created_at: -1, _id: -1 })
      .limit(count + TIE_ALLOWANCE)
      .lean<PostRecord[]>();
    const rows = batch.filter(isAfter);
    if (rows.length >= count || batch.length < count + TIE_ALLOWANCE) return rows.slice(0, count);
    const [ties, older] = await Promise.all([
      Post.find({
        $and: [visible, { created_at: cursor.createdAt, _id: trusted({ $lt: cursor.id }) }],
      })
        .sort({ _id: -1 })
        .limit(count)
        .lean<PostRecord[]>(),
      Post.find({ $and: [visible, { created_at: trusted({ $lt: cursor.createdAt }) }] })
        .sort({ created_at: -1, _id: -1 })
        .limit(count)
        .lean<PostRecord[]>(),
    ]);
    return [...ties, ...older].slice(0, count);
  }

  async function viewerReactions(viewerId: string, postIds: Types.ObjectId[]) {
    if (postIds.length === 0) return new Map<string, ReactionType>();
    const rows = await Reaction.find(
      { user_id: oid(viewerId), post_id: trusted({ $in: postIds }) },
      { post_id: 1, reaction: 1 },
    ).lean();
    return new Map(rows.map((r) => [String(r.post_id), r.reaction as ReactionType]));
  }

  return {
    /** One page of the feed, newest first, keyset-paged. */
    async feed(viewer: SignedInUser, opts: { cursor?: string; limit?: number }): Promise<FeedPage> {
      const limit = opts.limit ?? FEED_PAGE_SIZE;
      const visible = visiblePostsFilter(viewer, await peersOf(viewer.id));
      const rows = opts.cursor
        ? await pageAfter(visible, decodeCursor(opts.cursor), limit + 1)
        : await Post.find(visible)
            .sort({ created_at: -1, _id: -1 })
            .limit(limit + 1)
            .lean<PostRecord[]>();
      const page = rows.slice(0, limit);
      const mine = await viewerReactions(
        viewer.id,
        page.map((p) => p._id),
      );
      const last = page[page.length - 1];
      return {
        posts: page.map((p) => presentPost(p, mine.get(String(p._id)) ?? null)),
        next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    async create(
      viewer: SignedInUser,
      input: NewPost & { privacy: Post['privacy']; post_type: Post['post_type'] },
    ): Promise<Post> {
      const doc = await Post.create({
        author_id: oid(viewer.id),
        display_name: await displayNameOf(viewer.id),
        content: input.content,
        privacy: input.privacy,
        post_type: input.post_type,
        milestone_type: input.post_type === 'milestone' ? input.milestone_type : null,
        milestone_days: input.post_type === 'milestone' ? input.milestone_days : null,
      });
      return presentPost(doc.toObject() as PostRecord, null);
    },

    /** Deletes a post: 404 when the viewer may not see it, 403 when they see it but may not delete. */
    async remove(viewer: SignedInUser, postId: string): Promise<void> {
      const post = await visiblePost(postId, viewer);
      if (!canDeletePost(post, viewer))
        throw forbidden(
          'Only the author or a moderator can delete this post.',
          'post_delete_forbidden',
        );
      // The post goes first, so it leaves every feed at once; its comments, reactions and reports follow.
      await Post.deleteOne({ _id: post._id });
      await Promise.all([
        CommentModel.deleteMany({ post_id: post._id }),
        Reaction.deleteMany({ post_id: post._id }),
        Report.deleteMany({ post_id: post._id }),
      ]);
    },

    /**
     * Spec, Post reaction: the same reaction again removes it; another replaces it (count
     * unchanged); a first one adds one. Changes to one post are serialised and its counters are
     * recounted from the reaction documents, so they always equal them (see keyedLock).
     */
    async react(
      viewer: SignedInUser,
      postId: string,
      reaction: ReactionType,
    ): Promise<ReactionResult> {
      const post = await visiblePost(postId, viewer);
      const me = oid(viewer.id);
      const name = await displayNameOf(viewer.id);
      return withLock(`post:${String(post._id)}`, async () => {
        // One reaction per person per post: the unique index guards it even across processes.
        for (let attempt = 0; attempt < 5; attempt++) {
          const existing = await Reaction.findOne({ post_id: post._id, user_id: me }).lean();
          if (!existing) {
            try {
              await Reaction.create({
                post_id: post._id,
                user_id: me,
                reaction,
                display_name: name,
              });
            } catch (err) {
              if (isDuplicateKey(err)) continue;
              throw err;
            }
          } else if (existing.reaction === reaction) {
            await Reaction.deleteOne({ _id: existing._id });
          } else {
            await Reaction.updateOne(
              { _id: existing._id },
              { $set: { reaction, created_at: new Date() } },
            );
          }
          break;
        }
        const { likes_count, reactions } = await recountReactions(post._id);
        const mine = await Reaction.findOne(
          { post_id: post._id, user_id: me },
          { reaction: 1 },
        ).lean();
        const current = (mine?.reaction as ReactionType | undefined) ?? null;
        return {
          likes_count,
          reactions,
          user_liked: current !== null,
          user_reaction: reactionEmoji(current),
          user_reaction_type: current,
        };
      });
    },

    async reactors(viewer: SignedInUser, postId: string): Promise<Reactor[]> {
      const post = await visiblePost(postId, viewer);
      const rows = await Reaction.find({ post_id: post._id })
        .sort({ created_at: -1 })
        .limit(500)
        .lean();
      return rows.map((r) => ({
        display_name: r.display_name || 'Anonymous User',
        reaction_type: r.reaction as ReactionType,
        created_at: r.created_at.toISOString(),
      }));
    },

    async comments(viewer: SignedInUser, postId: string): Promise<Comment[]> {
      const post = await visiblePost(postId, viewer);
      const rows = await CommentModel.find({ post_id: post._id })
        .sort({ created_at: 1, _id: 1 })
        .limit(500)
        .lean();
      return rows.map(presentComment);
    },

    async addComment(
      viewer: SignedInUser,
      postId: string,
      content: string,
    ): Promise<{ comment: Comment; comments_count: number }> {
      const post = await visiblePost(postId, viewer);
      const doc = await CommentModel.create({
        post_id: post._id,
        user_id: oid(viewer.id),
        display_name: await displayNameOf(viewer.id),
        content,
      });
      // Counted from the comments themselves, so comments_count always equals them.
      const comments_count = await withLock(`post:${String(post._id)}`, async () => {
        const n = await CommentModel.countDocuments({ post_id: post._id });
        await Post.updateOne({ _id: post._id }, { $set: { comments_count: n } });
        return n;
      });
      return { comment: presentComment(doc.toObject()), comments_count };
    },

    /** Records a report for the moderators; enough reports hold the post for review. */
    async report(viewer: SignedInUser, postId: string, reason: string): Promise<void> {
      const post = await visiblePost(postId, viewer);
      if (String(post.author_id) === viewer.id)
        throw badRequest('You cannot report your own post.', 'report_own_post');
      try {
        await Report.create({ post_id: post._id, reporter_id: oid(viewer.id), reason });
      } catch (err) {
        if (isDuplicateKey(err))
          throw conflict(
            'You have already reported this post. Our moderators will review it.',
            'report_duplicate',
          );
        throw err;
      }
      await withLock(`post:${String(post._id)}`, async () => {
        const reports = await Report.countDocuments({ post_id: post._id, status: 'open' });
        const hold = post.status === 'published' && reports >= REPORTS_TO_HOLD;
        await Post.updateOne(
          { _id: post._id },
          {
            $set: hold ? { reports_count: reports, status: 'pending' } : { reports_count: reports },
          },
        );
      });
    },

    /** Keeps the author name on posts in step with the profile. */
    async renameAuthor(userId: string, displayName: string): Promise<void> {
      if (!displayName) return;
      await Promise.all([
        Post.updateMany({ author_id: oid(userId) }, { $set: { display_name: displayName } }),
        CommentModel.updateMany({ user_id: oid(userId) }, { $set: { display_name: displayName } }),
        Reaction.updateMany({ user_id: oid(userId) }, { $set: { display_name: displayName } }),
      ]);
    },
  };
}
export type PostService = ReturnType<typeof postService>;
