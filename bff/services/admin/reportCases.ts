import { Types, type Connection } from 'mongoose';
import { DELETED_ACCOUNT_NAME } from '../../../contract/account';
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
interface ThreadFlags {
  _id: string;
  gone_0?: boolean | null;
  gone_1?: boolean | null;
}
interface ReportContent {
  _id: string;
  content?: string | null;
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
  const { ModerationCase, Post, Profile, Report, User, Thread } = models;
  const { moves, posts, audit } = deps;
  const lists = pagedLists(conn, seam);

  /**
   * The words a case kept of its reported message: its `snapshot`, else the first report's copy
   * (each report keeps the words as reported: bff/models/report.ts). Report ids are the case's id
   * and the reporter (or a deleted reporter's stand-in: bff/services/account/eraseReports.ts).
   */
  async function keptWords(kase: ModerationCaseDoc): Promise<string> {
    if (kase.snapshot?.content) return kase.snapshot.content;
    const ids = (kase.reporter_ids ?? []).map((r) => `${kase._id}:${r}`);
    const reports = await seam.findByIds<ReportContent>(Report, ids, { content: 1 });
    for (const id of ids) {
      const content = reports.get(id)?.content;
      if (content) return content;
    }
    return '';
  }

  /**
   * A reported message with the few around it. A side whose account was deleted (`gone`) is named
   * 'Deleted account'; its erased messages (bff/services/account/eraseConversations.ts) are left
   * out, except the reported one, which shows the words the case kept, at the time it was sent
   * (or, when the whole conversation is gone, as reported). Erased is the message's tombstone or
   * its side's flag on the thread: the flag also holds against a page cached before the erasure
   * (bff/db/pagedList.ts), and no thread means both people left.
   */
  async function messagePreview(
    kase: ModerationCaseDoc,
    names: Map<string, string>,
    gone: ReadonlySet<string>,
  ): Promise<CasePreview> {
    const at = parseMessageId(kase.target_id);
    if (!at) return { kind: 'message', messages: [] };
    const sides = at.pair.split(':');
    const nameOf = (side: number) => {
      const id = sides[side] ?? '';
      return gone.has(id) ? DELETED_ACCOUNT_NAME : (names.get(id) ?? shownName(null));
    };
    const positions: number[] = [];
    for (let p = at.pos - MESSAGE_CONTEXT_EACH_SIDE; p <= at.pos + MESSAGE_CONTEXT_EACH_SIDE; p++)
      if (p >= 0) positions.push(p);
    const [thread, ...found] = await Promise.all([
      Thread.findById(at.pair, { gone_0: 1, gone_1: 1 }).lean<ThreadFlags>(),
      ...positions.map((p) => lists.at<MessageRef>(`m:${at.pair}`, p)),
    ]);
    const erased = (r: Ref<MessageRef>) =>
      r.g === 1 || !thread || thread[r.s === 0 ? 'gone_0' : 'gone_1'] === true;
    const refs = found.filter(
      (r): r is Ref<MessageRef> => r !== null && (r.pos === at.pos || !erased(r)),
    );
    const reported = refs.find((r) => r.pos === at.pos);
    const kept = !reported || erased(reported) ? await keptWords(kase) : '';
    const messages: CaseMessage[] = refs.map((r) => ({
      id: messageIdOf(at.pair, r.pos),
      sender_name: nameOf(r.s),
      content: r.pos === at.pos && erased(r) ? kept : r.c,
      created_at: new Date(r.t).toISOString(),
      is_reported: r.pos === at.pos,
    }));
    if (!reported) {
      // The conversation is gone whole (both people left): the reported message alone, as kept.
      const sender = sides.indexOf(kase.subject_user_id ?? '');
      messages.push({
        id: kase.target_id,
        sender_name: sender >= 0 ? nameOf(sender) : DELETED_ACCOUNT_NAME,
        content: kept,
        created_at: (kase.snapshot?.created_at ?? kase.first_reported_at).toISOString(),
        is_reported: true,
      });
    }
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
    // A deleted account: its account document goes first of all (bff/services/account/deletion.ts,
    // signout), its profile next. Named 'Deleted account', never 'Anonymous User', and no longer
    // anyone to suspend.
    const gone = new Set(ids.filter((id) => !users.has(id)));
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
          preview = await messagePreview(c, names, gone);
        } else {
          preview = gone.has(c.target_id)
            ? { kind: 'user', display_name: DELETED_ACCOUNT_NAME, bio: '' }
            : {
                kind: 'user',
                display_name: names.get(c.target_id) ?? shownName(null),
                bio: profiles.get(c.target_id)?.bio ?? '',
              };
        }
        const user = subject ? users.get(subject) : undefined;
        const subjectGone = subject !== null && gone.has(subject);
        return {
          id: c._id,
          target_type: c.target_type as ReportTarget,
          target_id: c.target_id,
          // A deleted account's former id leads to nobody: nothing to suspend.
          subject_user_id: subjectGone ? null : subject,
          subject_name: subjectGone
            ? DELETED_ACCOUNT_NAME
            : subject
              ? (names.get(subject) ?? shownName(null))
              : shownName(null),
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
