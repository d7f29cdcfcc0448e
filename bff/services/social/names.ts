import { oid, type SocialContext } from './context';

/** Keeping the author's name on their posts, comments and reactions in step with the profile. */
export function namesService(ctx: SocialContext) {
  const { Post, Comment: CommentModel, Reaction } = ctx.models;
  const { seam } = ctx;

  return {
    /**
     * A scan by author (a rename is rare); each post is then updated by `_id` under its key, like
     * every other post write.
     */
    async renameAuthor(userId: string, displayName: string): Promise<void> {
      if (!displayName) return;
      const own = await Post.find({ author_id: oid(userId) }, { _id: 1 }).lean();
      for (const p of own) {
        await ctx.serializePost(p._id, () =>
          ctx.writingPost(p._id, () =>
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
