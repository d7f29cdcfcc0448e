import { reactionEmoji } from '../../domain/social/postRules';
import { Types, type Connection } from 'mongoose';
import {
  FEED_PAGE_SIZE,
  REACTION_TYPES,
  REPORTS_TO_HOLD,
  type Comment,
  type CommentsPage,
  type FeedPage,
  type NewPost,
  type Post,
  type ReactionResult,
  type ReactionType,
  type Reactor,
} from '../../contract/social';
import { shownName } from '../../domain/profile/displayName';
import { pagedLists, type Ref } from '../db/pagedList';
import type { EngineSeam } from '../db/seam';
import { badRequest, conflict, forbidden, isDuplicateKey, postNotFound } from '../errors';
import type { Models } from '../models';
import { reactionId } from '../models/reaction';
import { pairKey } from '../models/thread';
import { canDeletePost, canViewPost, refVisibility } from '../policies/posts';
import { reportCountsTowardHold } from '../policies/reports';
import { presentComment, presentCounts, presentPost, type PostRecord } from '../presenters/post';
import { decodeCursor, encodeCursor } from './cursor';
import { migrateToReadsById, migrateViewerReactions } from './migrate';
import type { SignedInUser } from '../viewer';
import type { BlockService } from './blocks';
import { reactionGroupOf, viewerReactions } from './viewerReactions';

/** The community feed: one list of references to every post, oldest first (docs/decisions.md). */
export const FEED_LIST = 'feed';
/** A post's comments and the reactions of its reactors, as lists of references by id. */
export const commentsList = (postId: string) => `c:${postId}`;
export const reactorsList = (postId: string) => `r:${postId}`;

/** What the feed knows of a post before fetching it: enough to decide privacy per viewer. */
export interface FeedRef {
  id: string;
  /** created_at in ms */
  at: number;
  author: string;
  privacy: string;
}
interface IdRef {
  id: string;
}

export const COMMENTS_PAGE_SIZE = 50;
const REACTORS_MAX = 500;

const oid = (id: string) => new Types.ObjectId(id);
const cursorOf = (next: number | null) => (next === null ? null : encodeCursor(next));

export const feedRefOf = (p: {
  _id: Types.ObjectId;
  created_at: Date;
  author_id: Types.ObjectId;
  privacy?: string | null;
}): FeedRef => ({
  id: String(p._id),
  at: p.created_at.getTime(),
  author: String(p.author_id),
  privacy: p.privacy ?? 'public',
});

/**
 * A `keep` for pagedLists.collect: turns references (newest first) into items in order, loading
 * by `_id` only as many as the page still needs, dropping what `load` returns null for (missing:
 * a crash between the reference and the item; deleted; not visible) and references seen before.
 * `mayShow` decides from a reference alone (privacy), before anything is loaded, so the items of a
 * page are usually loaded in one parallel wave.
 */
function keeper<R extends IdRef, T>(
  limit: number,
  load: (refs: Ref<R>[]) => Promise<(T | null)[]>,
  mayShow: (refs: Ref<R>[]) => Promise<boolean[]> = async (refs) => refs.map(() => true),
) {
  let kept = 0;
  const seen = new Set<string>();
  return async (refs: Ref<R>[]) => {
    const out: { pos: number; item: T }[] = [];
    let i = 0;
    // One item beyond the page tells collect that there is more.
    while (i < refs.length && kept <= limit) {
      const wanted = limit + 1 - kept;
      const candidates: Ref<R>[] = [];
      while (i < refs.length && candidates.length < wanted) {
        const slice = refs.slice(i, i + Math.max(wanted - candidates.length, 4));
        i += slice.length;
        const fresh = slice.filter((r) => {
          if (seen.has(r.id)) return false;
          seen.add(r.id);
          return true;
        });
        const shown = await mayShow(fresh);
        candidates.push(...fresh.filter((_, j) => shown[j]));
      }
      const items = await load(candidates);
      candidates.forEach((r, j) => {
        const item = items[j];
        if (item === null || item === undefined) return;
        out.push({ pos: r.pos, item });
        kept++;
      });
    }
    return out;
  };
}

/** The community feed's rules: privacy, moderation, reactions, comments, deletion and reports. */
export function postService(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  blocks?: Pick<BlockService, 'hiddenFor'>,
) {
  const { Post, Reaction, Comment: CommentModel, Report, Thread, Profile, User } = models;
  const lists = pagedLists(conn, seam);
  const reactionsOfViewer = viewerReactions(conn, seam);

  /** Data written before reads went by `_id` is brought into shape once (the app starts it). */
  const migrate = async () => {
    await migrateToReadsById(conn, models, lists, { list: FEED_LIST, refOf: feedRefOf });
    await migrateViewerReactions(conn, models, lists, reactionsOfViewer, FEED_LIST);
  };
  let ready: Promise<void> | null = null;
  const whenReady = () =>
    (ready ??= migrate().catch((err: unknown) => {
      ready = null; // tried again by the next request
      throw err;
    }));

  /** The name others see: only what the person saved, never the identity provider's name. */
  async function displayNameOf(userId: string): Promise<string> {
    const profile = await Profile.findById(oid(userId)).lean();
    return shownName(profile?.display_name);
  }

  /** People hidden from the viewer by a block, either way (bff/services/blocks.ts). */
  const hiddenOf = (viewerId: string) =>
    blocks ? blocks.hiddenFor(viewerId) : Promise.resolve(new Set<string>());

  /**
   * Are these two peers ('friends' privacy)? They are when both wrote in their thread: one
   * unanswered message does not open anyone's friends-only posts. Threads from before messages
   * existed (no `wrote_*` fields: seeded peers) count. One read by `_id`.
   */
  async function isPeer(a: string, b: string): Promise<boolean> {
    if (a === b) return true;
    const thread = await Thread.findById(pairKey(a, b)).lean();
    return thread !== null && thread.wrote_0 !== false && thread.wrote_1 !== false;
  }

  /** isPeer for one viewer, asked once per author within a request. */
  function peerCheck(viewerId: string) {
    const answers = new Map<string, Promise<boolean>>();
    return (author: string) => {
      let answer = answers.get(author);
      if (!answer) {
        answer = isPeer(viewerId, author);
        answers.set(author, answer);
      }
      return answer;
    };
  }

  /**
   * The post if this viewer may see it, else 404: a post the viewer may not see answers exactly
   * like one that does not exist. postId is a validated ObjectId (the route's params schema).
   */
  async function visiblePost(postId: string, viewer: SignedInUser) {
    await whenReady();
    // Kept hot like the feed's posts: fresh, since every write to a post forgets it.
    const _id = oid(postId);
    const [found, hidden] = await Promise.all([
      seam.findHotByIds<PostRecord>(Post, [_id]),
      hiddenOf(viewer.id),
    ]);
    const post = found.get(String(_id));
    if (!post || hidden.has(String(post.author_id))) throw postNotFound();
    const peer =
      post.privacy === 'friends' ? await isPeer(String(post.author_id), viewer.id) : false;
    if (!canViewPost(post, viewer, peer)) throw postNotFound();
    return post;
  }

  /**
   * Every write to a post goes through here, so the feed's hot copy of it (the seam's
   * findHotByIds) is forgotten before and after, even when the write fails half-way.
   */
  async function writingPost<T>(postId: Types.ObjectId, write: () => Promise<T>): Promise<T> {
    seam.forget(Post, postId);
    try {
      return await write();
    } finally {
      seam.forget(Post, postId);
    }
  }

  /** Applies counter changes to a post; a counter that would go below 0 is set to 0. */
  function bumpCounters(postId: Types.ObjectId, inc: Record<string, number>) {
    return writingPost(postId, () => applyCounters(postId, inc));
  }
  async function applyCounters(postId: Types.ObjectId, inc: Record<string, number>) {
    const changes = Object.fromEntries(Object.entries(inc).filter(([, n]) => n !== 0));
    if (Object.keys(changes).length === 0) return Post.findById(postId).lean<PostRecord>();
    const after = await Post.findOneAndUpdate(
      { _id: postId },
      { $inc: changes },
      { returnDocument: 'after' },
    ).lean<PostRecord>();
    if (!after) return null;
    const negative: Record<string, number> = {};
    if ((after.likes_count ?? 0) < 0) negative.likes_count = 0;
    if ((after.comments_count ?? 0) < 0) negative.comments_count = 0;
    for (const t of REACTION_TYPES)
      if ((after.reactions?.[t] ?? 0) < 0) negative[`reactions.${t}`] = 0;
    if (Object.keys(negative).length > 0) {
      await Post.updateOne({ _id: postId }, { $set: negative });
      return { ...after, ...(await Post.findById(postId).lean<PostRecord>()) };
    }
    return after;
  }

  return {
    /** Resolves once the start-up migration is done; tests and tools may await it. */
    ready: whenReady,

    /** One page of the feed, newest first, from the list of references. */
    async feed(viewer: SignedInUser, opts: { cursor?: string; limit?: number }): Promise<FeedPage> {
      const limit = opts.limit ?? FEED_PAGE_SIZE;
      const before = opts.cursor ? decodeCursor(opts.cursor) : null;
      await whenReady();
      const peerOf = peerCheck(viewer.id);
      const hidden = hiddenOf(viewer.id);
      // Awaited by each check below. Should the page end before any (its request abandoned),
      // its failure is nobody's, and must not surface as an unhandled rejection.
      hidden.catch(() => {});
      const viewerMaySee = async (ref: FeedRef) => {
        if ((await hidden).has(ref.author)) return false;
        const verdict = refVisibility(ref, viewer);
        return verdict === 'show' || (verdict === 'ifPeer' && (await peerOf(ref.author)));
      };
      // The viewer's own reactions are read per feed page, beside the posts of that page.
      const mineByGroup = new Map<number, Promise<Map<string, ReactionType>>>();
      const mineAt = (feedPos: number) => {
        const group = reactionGroupOf(feedPos);
        let mine = mineByGroup.get(group);
        if (!mine) {
          mine = reactionsOfViewer.inGroup(viewer.id, group);
          mineByGroup.set(group, mine);
        }
        return mine;
      };
      const { items, next } = await lists.collect<FeedRef, PostRecord>(FEED_LIST, {
        before,
        limit,
        keep: keeper<FeedRef, PostRecord>(
          limit,
          async (refs) => {
            const posts = await seam.findHotByIds<PostRecord>(
              Post,
              refs.map((r) => oid(r.id)),
            );
            return Promise.all(
              refs.map(async (r) => {
                const p = posts.get(r.id);
                if (!p) return null;
                // The policy has the final word: status (held, deleted) is on the post itself.
                const peer = p.privacy === 'friends' ? await peerOf(String(p.author_id)) : false;
                return canViewPost(p, viewer, peer) ? p : null;
              }),
            );
          },
          (refs) => {
            // The viewer's reactions on these pages are read while privacy is decided.
            for (const r of refs) void mineAt(r.pos).catch(() => {}); // awaited below
            return Promise.all(refs.map(viewerMaySee));
          },
        ),
      });
      const reactionOf = async (p: PostRecord): Promise<ReactionType | null> => {
        if (typeof p.feed_pos === 'number')
          return (await mineAt(p.feed_pos)).get(String(p._id)) ?? null;
        // Not placed in the feed list by position (written before positions were kept).
        const own = await Reaction.findById(reactionId(String(p._id), viewer.id)).lean();
        return (own?.reaction as ReactionType | undefined) ?? null;
      };
      const mine = await Promise.all(items.map(reactionOf));
      return {
        posts: items.map((p, i) => presentPost(p, mine[i] ?? null)),
        next_cursor: cursorOf(next),
      };
    },

    /**
     * The reference goes in first, then the post: a crash between the two leaves a reference
     * to nothing, which readers drop, so nothing acknowledged is lost and nothing shows twice.
     */
    async create(
      viewer: SignedInUser,
      input: NewPost & { privacy: Post['privacy']; post_type: Post['post_type'] },
    ): Promise<Post> {
      await whenReady();
      const _id = new Types.ObjectId();
      const created_at = new Date();
      const display_name = await displayNameOf(viewer.id);
      const feed_pos = await lists.append<FeedRef>(FEED_LIST, {
        id: String(_id),
        at: created_at.getTime(),
        author: viewer.id,
        privacy: input.privacy,
      });
      const doc = await Post.create({
        _id,
        created_at,
        author_id: oid(viewer.id),
        display_name,
        content: input.content,
        privacy: input.privacy,
        post_type: input.post_type,
        milestone_type: input.post_type === 'milestone' ? input.milestone_type : null,
        milestone_days: input.post_type === 'milestone' ? input.milestone_days : null,
        feed_pos,
      });
      return presentPost(doc.toObject() as PostRecord, null);
    },

    /**
     * Deletes a post softly (status 'deleted'): every reader checks the status, so it leaves
     * every feed at once; its reports stay for the moderators. 404 when the viewer may not see
     * it, 403 when they see it but may not delete it.
     */
    async remove(viewer: SignedInUser, postId: string): Promise<void> {
      const post = await visiblePost(postId, viewer);
      if (!canDeletePost(post, viewer))
        throw forbidden(
          'Only the author or a moderator can delete this post.',
          'post_delete_forbidden',
        );
      await seam.serialize(`post:${String(post._id)}`, () =>
        writingPost(post._id, () =>
          Post.updateOne(
            { _id: post._id },
            { $set: { status: 'deleted', deleted_at: new Date() } },
          ),
        ),
      );
    },

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
      const post = await visiblePost(postId, viewer);
      const pid = String(post._id);
      const rid = reactionId(pid, viewer.id);
      return seam.serialize(`post:${pid}`, async () => {
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
                display_name: await displayNameOf(viewer.id),
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
        const after = await bumpCounters(post._id, inc);
        if (typeof post.feed_pos === 'number') {
          const stored = async () =>
            ((await Reaction.findById(rid).lean())?.reaction as ReactionType | undefined) ?? null;
          await reactionsOfViewer.record(viewer.id, post.feed_pos, pid, current, stored);
        }
        return {
          likes_count: Math.max(0, after?.likes_count ?? 0),
          reactions: presentCounts(after?.reactions),
          user_liked: current !== null,
          user_reaction: reactionEmoji(current),
          user_reaction_type: current,
        };
      });
    },

    /** Who reacted, newest first (by their first reaction), up to REACTORS_MAX. */
    async reactors(viewer: SignedInUser, postId: string): Promise<Reactor[]> {
      const [post, hidden] = await Promise.all([visiblePost(postId, viewer), hiddenOf(viewer.id)]);
      type ReactionRow = {
        _id: string;
        user_id: Types.ObjectId;
        display_name?: string;
        reaction: string;
        created_at: Date;
      };
      const { items } = await lists.collect<IdRef, ReactionRow>(reactorsList(String(post._id)), {
        limit: REACTORS_MAX,
        maxScan: 2 * REACTORS_MAX,
        keep: keeper<IdRef, ReactionRow>(REACTORS_MAX, async (refs) => {
          const found = await seam.findByIds<ReactionRow>(
            Reaction,
            refs.map((r) => r.id),
          );
          // Someone hidden by a block, either way, is not named among the reactors.
          return refs.map((r) => {
            const row = found.get(r.id);
            return row && !hidden.has(String(row.user_id)) ? row : null;
          });
        }),
      });
      return items.map((r) => ({
        display_name: shownName(r.display_name),
        reaction_type: r.reaction as ReactionType,
        created_at: r.created_at.toISOString(),
      }));
    },

    /** The newest comments (oldest first for display) and a cursor to earlier ones. */
    async comments(
      viewer: SignedInUser,
      postId: string,
      opts: { cursor?: string } = {},
    ): Promise<CommentsPage> {
      const before = opts.cursor ? decodeCursor(opts.cursor) : null;
      const [post, hidden] = await Promise.all([visiblePost(postId, viewer), hiddenOf(viewer.id)]);
      type CommentRow = Parameters<typeof presentComment>[0];
      const { items, next } = await lists.collect<IdRef, CommentRow>(
        commentsList(String(post._id)),
        {
          before,
          limit: COMMENTS_PAGE_SIZE,
          keep: keeper<IdRef, CommentRow>(COMMENTS_PAGE_SIZE, async (refs) => {
            const found = await seam.findHotByIds<CommentRow>(
              CommentModel,
              refs.map((r) => oid(r.id)),
            );
            // A blocked person's comments are hidden too, either way.
            return refs.map((r) => {
              const c = found.get(r.id);
              return c && !hidden.has(String(c.user_id)) ? c : null;
            });
          }),
        },
      );
      return { comments: items.reverse().map(presentComment), next_cursor: cursorOf(next) };
    },

    /** Reference first, then the comment, then the post's counter (see create). */
    async addComment(
      viewer: SignedInUser,
      postId: string,
      content: string,
    ): Promise<{ comment: Comment; comments_count: number }> {
      const post = await visiblePost(postId, viewer);
      const _id = new Types.ObjectId();
      await lists.append<IdRef>(commentsList(String(post._id)), { id: String(_id) });
      const doc = await CommentModel.create({
        _id,
        post_id: post._id,
        user_id: oid(viewer.id),
        display_name: await displayNameOf(viewer.id),
        content,
      });
      const after = await seam.serialize(`post:${String(post._id)}`, () =>
        bumpCounters(post._id, { comments_count: 1 }),
      );
      return {
        comment: presentComment(doc.toObject()),
        comments_count: Math.max(0, after?.comments_count ?? 0),
      };
    },

    /**
     * Records a report for the moderators. Reports that count (bff/policies/reports.ts: an
     * account older than a day, a complete profile, reports not repeatedly dismissed) hold the
     * post for review once REPORTS_TO_HOLD of them arrived.
     */
    async report(viewer: SignedInUser, postId: string, reason: string): Promise<void> {
      const post = await visiblePost(postId, viewer);
      if (String(post.author_id) === viewer.id)
        throw badRequest('You cannot report your own post.', 'report_own_post');
      const [reporter, profile] = await Promise.all([
        User.findById(viewer.id).lean(),
        Profile.findById(oid(viewer.id)).lean(),
      ]);
      const counts = reportCountsTowardHold(reporter, profile);
      try {
        // One per person per post: the derived `_id` refuses a second.
        await Report.create({
          _id: reactionId(String(post._id), viewer.id),
          post_id: post._id,
          reporter_id: oid(viewer.id),
          reason,
          counts_toward_hold: counts,
        });
      } catch (err) {
        if (isDuplicateKey(err))
          throw conflict(
            'You have already reported this post. Our moderators will review it.',
            'report_duplicate',
          );
        throw err;
      }
      await seam.serialize(`post:${String(post._id)}`, async () => {
        const after = await bumpCounters(post._id, {
          reports_count: 1,
          hold_reports_count: counts ? 1 : 0,
        });
        if (after?.status === 'published' && (after.hold_reports_count ?? 0) >= REPORTS_TO_HOLD) {
          // Conditional, so a post deleted meanwhile stays deleted. Once per held post.
          await writingPost(post._id, () =>
            Post.updateOne({ _id: post._id, status: 'published' }, { $set: { status: 'pending' } }),
          );
        }
      });
    },

    /**
     * Keeps the author name on posts in step with the profile. A scan by author (a rename is
     * rare); each post is then updated by `_id` under its key, like every other post write.
     */
    async renameAuthor(userId: string, displayName: string): Promise<void> {
      if (!displayName) return;
      const own = await Post.find({ author_id: oid(userId) }, { _id: 1 }).lean();
      for (const p of own) {
        await seam.serialize(`post:${String(p._id)}`, () =>
          writingPost(p._id, () =>
            Post.updateOne({ _id: p._id }, { $set: { display_name: displayName } }),
          ),
        );
      }
      // Comments are kept hot like posts (comments pages): each renamed one is forgotten.
      const comments = await CommentModel.find({ user_id: oid(userId) }, { _id: 1 }).lean();
      for (const c of comments) seam.forget(CommentModel, c._id);
      await Promise.all([
        CommentModel.updateMany(
          { user_id: oid(userId) },
          { $set: { display_name: displayName } },
        ).finally(() => comments.forEach((c) => seam.forget(CommentModel, c._id))),
        Reaction.updateMany({ user_id: oid(userId) }, { $set: { display_name: displayName } }),
      ]);
    },
  };
}
export type PostService = ReturnType<typeof postService>;
