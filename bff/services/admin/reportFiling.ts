import { Types, type Connection } from 'mongoose';
import type { ReportTarget } from '../../../contract/admin';
import { pagedLists } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import { conflict, isDuplicateKey } from '../../errors';
import type { Models } from '../../models';
import type { ModerationCaseDoc } from '../../models/moderation';
import { moderationCounts } from './counts';
import { QUEUES, type CaseRef } from './queues';

export interface ReportToFile {
  /** The report's own `_id`: one per reporter and target (bff/models/report.ts). */
  reportId: string;
  target_type: ReportTarget;
  target_id: string;
  /** Whom it is about. */
  subject_user_id: string;
  reporter_id: string;
  reason: string;
  /** A reported message's words as they were. */
  content?: string;
  /** A post report: whether it counts toward the automatic hold. */
  counts_toward_hold?: boolean;
  /** The 409 message when this reporter already reported this target. */
  duplicateMessage: string;
}

export const caseIdOf = (type: ReportTarget, targetId: string) => `${type}:${targetId}`;

/** How often a report retries joining its case when a moderator closed it at the same moment. */
const ATTEMPTS = 5;

/**
 * Storing a report and putting it in front of the moderators: the report document, then its case
 * (bff/models/moderation.ts), opened in a new round when it was not open, so a target dismissed
 * once comes back when someone reports it again.
 */
export function reportFiling(models: Models, conn: Connection, seam: EngineSeam) {
  const { Report, ModerationCase } = models;
  const lists = pagedLists(conn, seam);
  const counts = moderationCounts(models);

  /** Adds one report to its case; true once it is in (false: the case changed, try again). */
  async function joinCase(
    r: Omit<ReportToFile, 'duplicateMessage' | 'reportId'>,
  ): Promise<boolean> {
    const id = caseIdOf(r.target_type, r.target_id);
    const now = new Date();
    const before = await ModerationCase.findById(id).lean<ModerationCaseDoc>();
    if (before?.status === 'open') {
      const res = await ModerationCase.updateOne(
        seam.stillAsRead(id, { status: 'open', round: before.round }),
        {
          $inc: { reporters_count: 1 },
          $push: { reasons: r.reason, reporter_ids: r.reporter_id },
          $set: { last_reported_at: now },
        },
      );
      return res.matchedCount === 1;
    }
    const round = (before?.round ?? 0) + 1;
    // The references first (bff/db/pagedList.ts): one whose case never opens is skipped.
    const ref: CaseRef = { id, round };
    await lists.append(QUEUES.cases, ref);
    if (r.target_type === 'post') await lists.append(QUEUES.postCases, ref);
    const opened = {
      target_type: r.target_type,
      target_id: r.target_id,
      subject_user_id: r.subject_user_id,
      status: 'open' as const,
      round,
      reporters_count: 1,
      reasons: [r.reason],
      reporter_ids: [r.reporter_id],
      first_reported_at: now,
      last_reported_at: now,
      resolved_by: null,
      resolved_at: null,
    };
    if (!before) {
      try {
        await ModerationCase.create({ _id: id, ...opened });
      } catch (err) {
        if (isDuplicateKey(err)) return false; // another report opened it first
        throw err;
      }
    } else {
      const res = await ModerationCase.updateOne(
        seam.stillAsRead(id, { status: before.status, round: before.round }),
        { $set: opened },
      );
      if (res.matchedCount !== 1) return false;
    }
    await counts.bump({ reports: 1, posts: r.target_type === 'post' ? 1 : 0 });
    return true;
  }

  /**
   * Adds a stored report to its case (serialised per case on FerretDB; on MongoDB each step is a
   * compare-and-set, retried when a moderator closed the case at the same moment).
   */
  async function intoCase(r: Omit<ReportToFile, 'duplicateMessage' | 'reportId'>): Promise<void> {
    const id = caseIdOf(r.target_type, r.target_id);
    await seam.serialize(`case:${id}`, async () => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) if (await joinCase(r)) return;
      throw new Error(`a report of ${id}: its case kept changing`);
    });
  }

  return {
    /**
     * Puts a post about to be held at the top of the Posts tab: its reference, written before the
     * hold (bff/db/pagedList.ts), for the round of reports that holds it.
     */
    async holding(postId: string): Promise<void> {
      const kase = await ModerationCase.findById(
        caseIdOf('post', postId),
      ).lean<ModerationCaseDoc>();
      if (!kase || kase.status !== 'open') return;
      const ref: CaseRef = { id: kase._id, round: kase.round };
      await lists.append(QUEUES.held, ref);
    },

    /**
     * Stores the report (409 with `duplicateMessage` when this person already reported it) and
     * adds it to its case. Serialised per case on FerretDB; on MongoDB each step is a
     * compare-and-set, retried when a moderator closed the case at the same moment.
     */
    async file(r: ReportToFile): Promise<void> {
      try {
        await Report.create({
          _id: r.reportId,
          target_type: r.target_type,
          ...(r.target_type === 'post'
            ? { post_id: new Types.ObjectId(r.target_id) }
            : { target_id: r.target_id }),
          subject_user_id: new Types.ObjectId(r.subject_user_id),
          reporter_id: new Types.ObjectId(r.reporter_id),
          content: r.content,
          reason: r.reason,
          counts_toward_hold: r.counts_toward_hold ?? false,
        });
      } catch (err) {
        if (isDuplicateKey(err)) throw conflict(r.duplicateMessage, 'report_duplicate');
        throw err;
      }
      await intoCase(r);
    },

    intoCase,
  };
}
export type ReportFiling = ReturnType<typeof reportFiling>;
