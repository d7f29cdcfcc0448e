import { Types } from 'mongoose';
import {
  FEED_PAGE_SIZE,
  type FeedPage,
  type NewPost,
  type Post,
  type ReactionType,
} from '../../../contract/social';
import { readAhead } from '../../db/deadline';
import { forbidden } from '../../errors';
import { reactionId } from '../../models/reaction';
import { isHidden } from '../../policies/blocks';
import { canDeletePost, canViewPost, refVisibility } from '../../policies/social';
import { presentPost, type PostRecord } from '../../presenters/social';
import type { SignedInUser } from '../../viewer';
import { cursorOf, decodeCursor } from '../cursor';
import { oid, type SocialContext } from './context';
import { FEED_LIST, keeper, type FeedRef } from './lists';
import { reactionGroupOf } from './viewerReactions';

/** The feed itself: reading its pages, sharing a post, deleting one. */
export function feedService(ctx: SocialContext) {
  const { lists, seam, whenReady, hiddenOf, peerCheck, visiblePost } = ctx;
  const { Post, Reaction } = ctx.models;

  return {
    /** One page of the feed, newest first, from the list of references. */
    async feed(viewer: SignedInUser, opts: { cursor?: string; limit?: number }): Promise<FeedPage> {
      const limit = opts.limit ?? FEED_PAGE_SIZE;
      const before = opts.cursor ? decodeCursor(opts.cursor) : null;
      await whenReady();
      const peerOf = peerCheck(viewer.id);
      // Awaited by each check below.
      const hidden = readAhead(hiddenOf(viewer.id));
      const viewerMaySee = async (ref: FeedRef) => {
        if (isHidden(await hidden, ref.author)) return false;
        const verdict = refVisibility(ref, viewer);
        return verdict === 'show' || (verdict === 'ifPeer' && (await peerOf(ref.author)));
      };
      // The viewer's own reactions are read per feed page, beside the posts of that page.
      const mineByGroup = new Map<number, Promise<Map<string, ReactionType>>>();
      const mineAt = (feedPos: number) => {
        const group = reactionGroupOf(feedPos);
        let mine = mineByGroup.get(group);
        if (!mine) {
          mine = ctx.reactionsOfViewer.inGroup(viewer.id, group);
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
            for (const r of refs) void readAhead(mineAt(r.pos)); // awaited by reactionOf below
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
      const display_name = await ctx.displayNameOf(viewer.id);
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
        by_moderator: viewer.is_admin,
      });
      return presentPost(doc.toObject() as PostRecord, null);
    },

    /** One post the viewer may see, with their own reaction (a notification's link); else 404. */
    async post(viewer: SignedInUser, postId: string): Promise<Post> {
      const { post } = await visiblePost(postId, viewer);
      const own = await Reaction.findById(reactionId(String(post._id), viewer.id)).lean();
      return presentPost(post, (own?.reaction as ReactionType | undefined) ?? null);
    },

    /**
     * Deletes a post softly (status 'deleted'): every reader checks the status, so it leaves
     * every feed at once; its reports stay for the moderators. 404 when the viewer may not see
     * it, 403 when they see it but may not delete it.
     */
    async remove(viewer: SignedInUser, postId: string): Promise<void> {
      const { post } = await visiblePost(postId, viewer);
      if (!canDeletePost(post, viewer))
        throw forbidden(
          'Only the author or a moderator can delete this post.',
          'post_delete_forbidden',
        );
      await ctx.serializePost(post._id, () =>
        ctx.writingPost(post._id, () =>
          Post.updateOne(
            { _id: post._id },
            { $set: { status: 'deleted', deleted_at: new Date() } },
          ),
        ),
      );
    },
  };
}
