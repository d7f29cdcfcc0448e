import { Types, type Connection } from 'mongoose';
import { DELETED_ACCOUNT_NAME } from '../../../contract/account';
import type { PendingPost, PendingPostsPage, PostReportEntry } from '../../../contract/admin';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import { badRequest, postNotFound } from '../../errors';
import type { Models } from '../../models';
import type { ModerationCaseDoc } from '../../models/moderation';
import type { PostDoc } from '../../models/post';
import { reactionId } from '../../models/reaction';
import type { SignedInUser } from '../../viewer';
import type { AuditLog } from './audit';
import type { CaseMoves } from './caseMoves';
import type { ModerationNotice } from './moderationNotice';
import { caseIdOf } from './reportFiling';
import { QUEUES, type CaseRef } from './queues';

type PostStatus = 'published' | 'pending' | 'rejected' | 'deleted';

interface ReportDoc {
  _id: string;
  reason: string;
  created_at: Date;
  counts_toward_hold?: boolean | null;
}

/** `h:<pos>` in the held list, `o:<pos>` (or `o:`) in the post cases: base64url. */
function encodePostsCursor(phase: 'h' | 'o', pos: number | null): string {
  return Buffer.from(`${phase}:${pos ?? ''}`).toString('base64url');
}
function decodePostsCursor(raw: string): { phase: 'h' | 'o'; before: number | null } {
  const m = /^([ho]):(\d{0,15})$/.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!m || encodePostsCursor(m[1] as 'h' | 'o', m[2] ? Number(m[2]) : null) !== raw)
    throw badRequest('cursor is not valid.', 'cursor_invalid');
  return { phase: m[1] as 'h' | 'o', before: m[2] ? Number(m[2]) : null };
}

const label = (content: string) => content.replace(/\s+/g, ' ').trim().slice(0, 80);

/**
 * The audit label of a decision on a post erased with its author's account: the words stay on
 * the case's snapshot only, not copied into the append-only log (docs/privacy-and-moderation.md,
 * Delete my account).
 */
export const ERASED_POST_LABEL = 'A post erased with its author’s account';

/**
 * The Posts tab (docs/product.md, Admin): every post with open reports, held ones first, and the
 * moderator's approve or reject. Approve publishes the post and closes its reports; reject hides it
 * from everyone but its author (bff/policies/social.ts). Both are statuses, audited and undoable.
 */
export function postModeration(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  moves: CaseMoves,
  audit: AuditLog,
  notice: ModerationNotice,
) {
  const { Post, Report, ModerationCase } = models;
  const lists = pagedLists(conn, seam);

  /** Sets a post's status from `from`, once; the post as it was, or null. */
  async function movePost(
    id: string,
    from: readonly PostStatus[],
    to: PostStatus,
  ): Promise<PostDoc | null> {
    const _id = new Types.ObjectId(id);
    return seam.serialize(`post:${id}`, async () => {
      const doc = await Post.findById(_id).lean<PostDoc>();
      if (!doc) throw postNotFound();
      const status = doc.status as PostStatus;
      if (!from.includes(status) || status === to) return null;
      seam.forget(Post, _id);
      try {
        const res = await Post.updateOne(seam.stillAsRead(_id, { status }), {
          $set: {
            status: to,
            // Approving clears the hold: a new round of reports is needed to hold it again.
            ...(to === 'published' ? { hold_reports_count: 0 } : {}),
          },
        });
        return res.matchedCount === 1 ? doc : null;
      } finally {
        seam.forget(Post, _id);
      }
    });
  }

  /** Report ids of a case's current round (one per reporter: bff/models/report.ts). */
  const reportIdsOf = (kase: ModerationCaseDoc) =>
    (kase.reporter_ids ?? []).map((r) => reactionId(kase.target_id, r));

  /**
   * A pending post with its reports, read beforehand for the whole page (`reports`). A post erased
   * with its author's account (`doc` null) shows as its case kept it (`snapshot`).
   */
  function present(
    doc: PostDoc | null,
    kase: ModerationCaseDoc,
    reports: ReadonlyMap<string, ReportDoc>,
  ): PendingPost {
    const postId = kase.target_id;
    const entries: PostReportEntry[] = reportIdsOf(kase)
      .flatMap((id) => reports.get(id) ?? [])
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .map((r) => ({
        reason: r.reason,
        created_at: r.created_at.toISOString(),
        counts_toward_hold: r.counts_toward_hold === true,
      }));
    const reports_count = kase.reporters_count ?? entries.length;
    if (!doc)
      return {
        id: postId,
        user_id: kase.subject_user_id ?? '',
        display_name: DELETED_ACCOUNT_NAME,
        content: kase.snapshot?.content ?? '',
        created_at: (kase.snapshot?.created_at ?? kase.first_reported_at).toISOString(),
        held: false,
        reports_count,
        hold_reports_count: 0,
        reports: entries,
      };
    return {
      id: postId,
      user_id: String(doc.author_id),
      display_name: doc.display_name ?? '',
      content: doc.content,
      created_at: doc.created_at.toISOString(),
      held: doc.status === 'pending',
      reports_count,
      hold_reports_count: doc.hold_reports_count ?? 0,
      reports: entries,
    };
  }

  /**
   * Keeps references whose case is open in their round and whose post `wanted` accepts; `wanted`
   * gets null for a post erased with its author's account (its case still waits for a decision).
   */
  const keepOpen =
    (wanted: (post: PostDoc | null) => boolean) =>
    async (refs: Ref<CaseRef>[]): Promise<{ pos: number; item: PendingPost }[]> => {
      const cases = await seam.findByIds<ModerationCaseDoc>(
        ModerationCase,
        refs.map((r) => r.id),
      );
      const open = refs.filter((r) => {
        const c = cases.get(r.id);
        return c && c.status === 'open' && c.round === r.round;
      });
      const posts = await seam.findByIds<PostDoc>(
        Post,
        open.map((r) => new Types.ObjectId(cases.get(r.id)!.target_id)),
      );
      const seen = new Set<string>();
      const shown = open.flatMap((r) => {
        const c = cases.get(r.id)!;
        const post = posts.get(c.target_id) ?? null;
        if (seen.has(c.target_id) || !wanted(post)) return [];
        seen.add(c.target_id);
        return [{ pos: r.pos, post, kase: c }];
      });
      // Every shown post's reports in one read for the page, not one per post.
      const reports = await seam.findByIds<ReportDoc>(
        Report,
        shown.flatMap((s) => reportIdsOf(s.kase)),
      );
      return shown.map((s) => ({ pos: s.pos, item: present(s.post, s.kase, reports) }));
    };

  /**
   * A decision on a post erased with its author's account (bff/services/account/eraseSocial.ts):
   * its case still waits in the queues, so it is closed and audited as for a post that exists,
   * with nothing left to publish or remove. A post that never had a case is unknown (404).
   */
  async function decideErased(
    moderator: SignedInUser,
    postId: string,
    decision: 'approve' | 'reject',
  ): Promise<boolean> {
    const caseId = caseIdOf('post', postId);
    if (!(await ModerationCase.exists({ _id: caseId }))) throw postNotFound();
    const closed = decision === 'approve' ? 'dismissed' : 'hidden';
    const kase = await moves.move(caseId, 'open', closed, moderator.id);
    if (!kase) return false;
    await audit.record(moderator, {
      action: decision === 'approve' ? 'post.approve' : 'post.reject',
      target_type: 'post',
      target_id: postId,
      target_label: ERASED_POST_LABEL,
      before: { status: 'deleted', case: 'open', round: kase.round },
      after: { status: 'deleted', case: closed, round: kase.round },
    });
    return true;
  }

  /**
   * Approve or reject, once: the case's move from open is the claim (one moderator wins it, on
   * either engine), then the post's status follows. Not in the queue (no open case): nothing.
   */
  async function decide(
    moderator: SignedInUser,
    postId: string,
    decision: 'approve' | 'reject',
  ): Promise<boolean> {
    const post = await Post.findById(new Types.ObjectId(postId)).lean<PostDoc>();
    if (!post) return decideErased(moderator, postId, decision);
    const closed = decision === 'approve' ? 'dismissed' : 'hidden';
    const kase = await moves.move(caseIdOf('post', postId), 'open', closed, moderator.id);
    if (!kase) return false;
    const to: PostStatus = decision === 'approve' ? 'published' : 'rejected';
    let before: PostDoc | null;
    try {
      before = await movePost(postId, ['published', 'pending'], to);
    } catch (err) {
      // The post could not follow: the case goes back to the queue, so nothing is left half-done.
      await moves.move(kase._id, closed, 'open', moderator.id, kase.round);
      // Erased with its author's account meanwhile: decided as such.
      if (!(await Post.exists({ _id: new Types.ObjectId(postId) })))
        return decideErased(moderator, postId, decision);
      throw err;
    }
    const was = (before ?? post).status;
    await audit.record(moderator, {
      action: decision === 'approve' ? 'post.approve' : 'post.reject',
      target_type: 'post',
      target_id: postId,
      target_label: label(post.content),
      before: { status: was, case: 'open', round: kase.round },
      after: { status: before ? to : was, case: closed, round: kase.round },
    });
    // The author learns of a removal, and of a held post back on the feed; approving a post that
    // was never held tells nobody that it had been reported.
    const author = String(post.author_id);
    if (before && to === 'rejected') notice(author, { post_id: postId }, 'post_rejected');
    if (before && to === 'published' && was === 'pending')
      notice(author, { post_id: postId }, 'post_restored');
    return true;
  }

  return {
    movePost,

    /** GET /api/admin/pending-posts: held posts first, then the others with open reports. */
    async list(q: { cursor?: string; limit: number }): Promise<PendingPostsPage> {
      let { phase, before } = q.cursor
        ? decodePostsCursor(q.cursor)
        : { phase: 'h' as const, before: null };
      const posts: PendingPost[] = [];
      if (phase === 'h') {
        const page = await lists.collect<CaseRef, PendingPost>(QUEUES.held, {
          before,
          limit: q.limit,
          keep: keepOpen((p) => p?.status === 'pending'),
        });
        posts.push(...page.items);
        if (page.next !== null) return { posts, next_cursor: encodePostsCursor('h', page.next) };
        phase = 'o';
        before = null;
        if (posts.length >= q.limit) return { posts, next_cursor: encodePostsCursor('o', null) };
      }
      const page = await lists.collect<CaseRef, PendingPost>(QUEUES.postCases, {
        before,
        limit: q.limit - posts.length,
        // An erased post is listed here, never as held: the count of this tab includes its case.
        keep: keepOpen((p) => p === null || p.status === 'published'),
      });
      posts.push(...page.items);
      return {
        posts,
        next_cursor: page.next === null ? null : encodePostsCursor('o', page.next),
      };
    },

    /** POST /api/admin/posts/{id}/approve: published, hold and reports cleared; once. */
    approve: (moderator: SignedInUser, postId: string) => decide(moderator, postId, 'approve'),

    /** POST /api/admin/posts/{id}/reject: only its author still sees it, marked removed. */
    reject: (moderator: SignedInUser, postId: string) => decide(moderator, postId, 'reject'),
  };
}
export type PostModeration = ReturnType<typeof postModeration>;
