import { badRequest } from '../../errors';
import { reportFiling } from '../admin/reportFiling';
import { reactionId } from '../../models/reaction';
import { reportCountsTowardHold } from '../../policies/reports';
import { canReportPost, reachesHold } from '../../policies/social';
import type { SignedInUser } from '../../viewer';
import { oid, type SocialContext } from './context';

/** Reporting a post to the moderators, and holding it once enough reports count. */
export function reportsService(ctx: SocialContext) {
  const { Post, User, Profile } = ctx.models;
  const filing = reportFiling(ctx.models, ctx.conn, ctx.seam);

  return {
    /**
     * Records a report for the moderators. Reports that count (bff/policies/reports.ts: an
     * account older than a day, a complete profile, reports not repeatedly dismissed) hold the
     * post for review once REPORTS_TO_HOLD of them arrived (bff/policies/social.ts).
     */
    async report(viewer: SignedInUser, postId: string, reason: string): Promise<void> {
      const { post } = await ctx.visiblePost(postId, viewer);
      if (!canReportPost(post, viewer))
        throw badRequest('You cannot report your own post.', 'report_own_post');
      const [reporter, profile] = await Promise.all([
        User.findById(viewer.id).lean(),
        Profile.findById(oid(viewer.id)).lean(),
      ]);
      const counts = reportCountsTowardHold(reporter, profile);
      // One per person per post: the derived `_id` refuses a second.
      await filing.file({
        reportId: reactionId(String(post._id), viewer.id),
        target_type: 'post',
        target_id: String(post._id),
        subject_user_id: String(post.author_id),
        reporter_id: viewer.id,
        reason,
        counts_toward_hold: counts,
        duplicateMessage: 'You have already reported this post. Our moderators will review it.',
      });
      await ctx.serializePost(post._id, async () => {
        const after = await ctx.bumpCounters(post._id, {
          reports_count: 1,
          hold_reports_count: counts ? 1 : 0,
        });
        if (after && reachesHold(after)) {
          await filing.holding(String(post._id));
          // Conditional, so a post deleted meanwhile stays deleted. Once per held post.
          await ctx.writingPost(post._id, () =>
            Post.updateOne({ _id: post._id, status: 'published' }, { $set: { status: 'pending' } }),
          );
        }
      });
    },
  };
}
