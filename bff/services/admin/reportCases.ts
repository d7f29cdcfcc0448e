import { Types, type Connection } from 'mongoose';
import {
  MESSAGE_CONTEXT_EACH_SIDE,
  type CaseMessage,
  type CasePreview,
  type ReasonCount,
  type ReportCase,
  type ReportCasesPage,
  type ReportTarget,
} from '../../../contract/admin';
import { shownName } from '../../../domain/profile/displayName';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import { badRequest } from '../../errors';
import type { Models } from '../../models';
import type { ModerationCaseDoc } from '../../models/moderation';
import type { PostDoc } from '../../models/post';
import { messageIdOf, parseMessageId, type MessageRef } from '../../presenters/message';
import type { SignedInUser } from '../../viewer';
import { cursorOf, decodeCursor } from '../cursor';
import type { AuditLog } from './audit';
import type { CaseMoves } from './caseMoves';
import type { PostModeration } from './postModeration';
import type { Suspensions } from './suspensions';
import { QUEUES, type CaseRef } from './queues';

interface ProfileFacts {
  _id: Types.ObjectId;
  display_name?: string | null;
  bio?: string | null;
}
interface UserFacts {
  _id: Types.ObjectId;
  email: string;
  suspended?: boolean | null;
}

/** The reasons of a case, the same words counted together, most given first. */
export function reasonCounts(reasons: readonly string[]): ReasonCount[] {
  const counts = new Map<string, number>();
  for (const r of reasons) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * The Reports tab: one queue of every reported post, message and person, newest first, each with
 * a preview of what was reported, and the moderator's dismiss or hide (a post's decisions are the
 * Posts tab's approve and reject). A reported message shows with the few around it, nothing else
 * of the conversation.
 */
export function reportCases(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  deps: {
    moves: CaseMoves;
    posts: PostModeration;
    suspensions: Suspensions;
    audit: AuditLog;
    isAdminEmail: (email: string) => boolean;
  },
) {
  const { ModerationCase, Post, Profile, User, Thread } = models;
  const { moves, posts, audit } = deps;
  const lists = pagedLists(conn, seam);

  async function messagePreview(
    messageId: string,
    names: Map<string, string>,
  ): Promise<CasePreview> {
    const at = parseMessageId(messageId);
    if (!at) return { kind: 'message', messages: [] };
    const sides = at.pair.split(':');
    const positions: number[] = [];
    for (let p = at.pos - MESSAGE_CONTEXT_EACH_SIDE; p <= at.pos + MESSAGE_CONTEXT_EACH_SIDE; p++)
      if (p >= 0) positions.push(p);
    const refs = await Promise.all(positions.map((p) => lists.at<MessageRef>(`m:${at.pair}`, p)));
    const messages: CaseMessage[] = refs
      .filter((r): r is Ref<MessageRef> => r !== null)
      .map((r) => ({
        id: messageIdOf(at.pair, r.pos),
        sender_name: names.get(sides[r.s] ?? '') ?? shownName(null),
        content: r.c,
        created_at: new Date(r.t).toISOString(),
        is_reported: r.pos === at.pos,
      }));
    return { kind: 'message', messages };
  }

  async function present(cases: ModerationCaseDoc[]): Promise<ReportCase[]> {
    const people = new Set<string>();
    for (const c of cases) {
      if (c.subject_user_id) people.add(c.subject_user_id);
      if (c.target_type === 'message') {
        const at = parseMessageId(c.target_id);
        at?.pair.split(':').forEach((id) => people.add(id));
      }
    }
    const ids = [...people].filter((id) => Types.ObjectId.isValid(id));
    const [profiles, users, postDocs] = await Promise.all([
      seam.findByIds<ProfileFacts>(
        Profile,
        ids.map((id) => new Types.ObjectId(id)),
        { display_name: 1, bio: 1 },
      ),
      seam.findByIds<UserFacts>(
        User,
        ids.map((id) => new Types.ObjectId(id)),
        { email: 1, suspended: 1 },
      ),
      seam.findByIds<PostDoc>(
        Post,
        cases.filter((c) => c.target_type === 'post').map((c) => new Types.ObjectId(c.target_id)),
      ),
    ]);
    const names = new Map(ids.map((id) => [id, shownName(profiles.get(id)?.display_name)]));
    return Promise.all(
      cases.map(async (c): Promise<ReportCase> => {
        const subject = c.subject_user_id ?? null;
        let preview: CasePreview;
        if (c.target_type === 'post') {
          const post = postDocs.get(c.target_id);
          preview = {
            kind: 'post',
            // An erased post (its author deleted their account) shows as the case kept it.
            content: post?.content ?? c.snapshot?.content ?? '',
            created_at: (
              post?.created_at ??
              c.snapshot?.created_at ??
              c.first_reported_at
            ).toISOString(),
            post_status: (post?.status as 'published') ?? 'deleted',
          };
        } else if (c.target_type === 'message') {
          preview = await messagePreview(c.target_id, names);
        } else {
          preview = {
            kind: 'user',
            display_name: names.get(c.target_id) ?? shownName(null),
            bio: profiles.get(c.target_id)?.bio ?? '',
          };
        }
        const user = subject ? users.get(subject) : undefined;
        return {
          id: c._id,
          target_type: c.target_type as ReportTarget,
          target_id: c.target_id,
          subject_user_id: subject,
          subject_name: subject ? (names.get(subject) ?? shownName(null)) : shownName(null),
          subject_suspended: user?.suspended === true,
          subject_is_admin: user ? deps.isAdminEmail(user.email) : false,
          preview,
          reporters_count: c.reporters_count ?? 0,
          reasons: reasonCounts(c.reasons ?? []),
          first_reported_at: c.first_reported_at.toISOString(),
          last_reported_at: c.last_reported_at.toISOString(),
          status: c.status as ReportCase['status'],
        };
      }),
    );
  }

  /** Hides or shows a reported message for both people of its conversation. */
  async function setMessageHidden(messageId: string, hidden: boolean): Promise<void> {
    const at = parseMessageId(messageId);
    if (!at) return;
    await seam.serialize(`thread:${at.pair}`, () =>
      Thread.updateOne(
        { _id: at.pair },
        hidden ? { $addToSet: { hidden: at.pos } } : { $pull: { hidden: at.pos } },
      ),
    );
  }

  return {
    setMessageHidden,

    /** GET /api/admin/reports: open cases, the newest report first. */
    async list(q: { cursor?: string; limit: number }): Promise<ReportCasesPage> {
      const page = await lists.collect<CaseRef, ModerationCaseDoc>(QUEUES.cases, {
        before: q.cursor ? decodeCursor(q.cursor) : null,
        limit: q.limit,
        keep: async (refs) => {
          const docs = await seam.findByIds<ModerationCaseDoc>(
            ModerationCase,
            refs.map((r) => r.id),
          );
          const seen = new Set<string>();
          return refs.flatMap((r) => {
            const c = docs.get(r.id);
            if (!c || c.status !== 'open' || c.round !== r.round || seen.has(c._id)) return [];
            seen.add(c._id);
            return [{ pos: r.pos, item: c }];
          });
        },
      });
      return { cases: await present(page.items), next_cursor: cursorOf(page.next) };
    },

    /**
     * POST /api/admin/reports/{id}/dismiss: the reports were not a problem. A post's dismissal is
     * its approval (published, hold cleared). Once, however often it is sent.
     */
    async dismiss(moderator: SignedInUser, caseId: string): Promise<void> {
      const kase = await moves.read(caseId);
      if (kase.target_type === 'post') {
        await posts.approve(moderator, kase.target_id);
        return;
      }
      const before = await moves.move(caseId, 'open', 'dismissed', moderator.id);
      if (!before) return;
      await audit.record(moderator, {
        action: 'report.dismiss',
        target_type: kase.target_type,
        target_id: kase.target_id,
        target_label: `${kase.reporters_count} report(s) of a ${kase.target_type}`,
        before: { case: 'open', round: before.round },
        after: { case: 'dismissed', round: before.round },
      });
    },

    /**
     * POST /api/admin/reports/{id}/hide: a post is rejected (its author still sees it, marked),
     * a message disappears from the conversation for both people. A person is suspended instead.
     */
    async hide(moderator: SignedInUser, caseId: string): Promise<void> {
      const kase = await moves.read(caseId);
      if (kase.target_type === 'post') {
        await posts.reject(moderator, kase.target_id);
        return;
      }
      if (kase.target_type !== 'message')
        throw badRequest('A person cannot be hidden; suspend them instead.', 'validation_failed');
      const before = await moves.move(caseId, 'open', 'hidden', moderator.id);
      if (!before) return;
      await setMessageHidden(kase.target_id, true);
      await audit.record(moderator, {
        action: 'content.hide',
        target_type: 'message',
        target_id: kase.target_id,
        target_label: `A message reported ${kase.reporters_count} time(s)`,
        before: { case: 'open', hidden: false, round: before.round },
        after: { case: 'hidden', hidden: true, round: before.round },
      });
    },

    /**
     * POST /api/admin/reports/{id}/suspend: suspends whom the case is about (never an admin or
     * oneself: 403) and closes the case. Once.
     */
    async suspend(moderator: SignedInUser, caseId: string): Promise<void> {
      const kase = await moves.read(caseId);
      if (!kase.subject_user_id) throw badRequest('This report names nobody to suspend.');
      await deps.suspensions.suspend(moderator, kase.subject_user_id, caseId);
      await moves.move(caseId, 'open', 'suspended', moderator.id);
    },
  };
}
export type ReportCases = ReturnType<typeof reportCases>;
