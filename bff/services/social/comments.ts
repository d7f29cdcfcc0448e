import { Types } from 'mongoose';
import type { Comment, CommentsPage } from '../../../contract/social';
import { isHidden } from '../../policies/blocks';
import { presentAddedComment, presentComment, type CommentRecord } from '../../presenters/social';
import type { SignedInUser } from '../../viewer';
import { cursorOf, decodeCursor } from '../cursor';
import { oid, type SocialContext } from './context';
import { commentsList, keeper, type IdRef } from './lists';

const COMMENTS_PAGE_SIZE = 50;

/** A post's comments: reading them a page at a time and adding one. */
export function commentsService(ctx: SocialContext) {
  const { lists, seam, visiblePost } = ctx;
  const { Comment: CommentModel } = ctx.models;

  return {
    /** The newest comments (oldest first for display) and a cursor to earlier ones. */
    async comments(
      viewer: SignedInUser,
      postId: string,
      opts: { cursor?: string } = {},
    ): Promise<CommentsPage> {
      const before = opts.cursor ? decodeCursor(opts.cursor) : null;
      const { post, hidden } = await visiblePost(postId, viewer);
      const { items, next } = await lists.collect<IdRef, CommentRecord>(
        commentsList(String(post._id)),
        {
          before,
          limit: COMMENTS_PAGE_SIZE,
          keep: keeper<IdRef, CommentRecord>(COMMENTS_PAGE_SIZE, async (refs) => {
            const found = await seam.findHotByIds<CommentRecord>(
              CommentModel,
              refs.map((r) => oid(r.id)),
            );
            // A blocked person's comments are hidden too, either way.
            return refs.map((r) => {
              const c = found.get(r.id);
              return c && !isHidden(hidden, String(c.user_id)) ? c : null;
            });
          }),
        },
      );
      return { comments: items.reverse().map(presentComment), next_cursor: cursorOf(next) };
    },

    /** Reference first, then the comment, then the post's counter (see feed.ts, create). */
    async addComment(
      viewer: SignedInUser,
      postId: string,
      content: string,
    ): Promise<{ comment: Comment; comments_count: number }> {
      const { post } = await visiblePost(postId, viewer);
      const _id = new Types.ObjectId();
      await lists.append<IdRef>(commentsList(String(post._id)), { id: String(_id) });
      const doc = await CommentModel.create({
        _id,
        post_id: post._id,
        user_id: oid(viewer.id),
        display_name: await ctx.displayNameOf(viewer.id),
        content,
        by_moderator: viewer.is_admin,
      });
      const after = await ctx.serializePost(post._id, () =>
        ctx.bumpCounters(post._id, { comments_count: 1 }),
      );
      await ctx.notify.commented(String(post.author_id), viewer.id, String(post._id), String(_id));
      return presentAddedComment(doc.toObject(), after);
    },
  };
}
