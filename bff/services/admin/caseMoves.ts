import type { CaseStatus } from '../../../contract/admin';
import type { EngineSeam } from '../../db/seam';
import { notFound } from '../../errors';
import type { Models } from '../../models';
import type { ModerationCaseDoc } from '../../models/moderation';
import { inParts } from '../bulkWrites';
import { moderationCounts } from './counts';

/** A reporter entry that names an account (an ObjectId), not a deleted account's stand-in. */
const isAccountId = (id: string) => /^[0-9a-f]{24}$/i.test(id);

export const caseNotFound = () => notFound('Report not found.', 'report_case_not_found');

/**
 * Moving a report case between statuses, once (bff/models/moderation.ts): under the case's key
 * on FerretDB, a compare-and-set on MongoDB, so two moderators acting at once move it (and its
 * counts) one time. Reopening keeps the round, so the case's queue references count again.
 */
export function caseMoves(models: Models, seam: EngineSeam) {
  const { ModerationCase, User } = models;
  const counts = moderationCounts(models);

  /** The case as it was, or null when it was not `from` (in `round`, when given). */
  async function move(
    id: string,
    from: CaseStatus,
    to: CaseStatus,
    by: string,
    round?: number,
  ): Promise<ModerationCaseDoc | null> {
    return seam.serialize(`case:${id}`, async () => {
      const doc = await ModerationCase.findById(id).lean<ModerationCaseDoc>();
      if (!doc || doc.status !== from) return null;
      if (round !== undefined && doc.round !== round) return null;
      const res = await ModerationCase.updateOne(
        seam.stillAsRead(id, { status: from, round: doc.round }),
        {
          $set: {
            status: to,
            resolved_by: to === 'open' ? null : by,
            resolved_at: to === 'open' ? null : new Date(),
          },
        },
      );
      if (res.matchedCount !== 1) return null;
      const sign = to === 'open' ? 1 : from === 'open' ? -1 : 0;
      await counts.bump({ reports: sign, posts: doc.target_type === 'post' ? sign : 0 });
      // Reporters whose reports moderators dismiss stop counting toward holds
      // (bff/policies/reports.ts); an undone dismissal gives it back.
      const dismissed = to === 'dismissed' ? 1 : from === 'dismissed' ? -1 : 0;
      if (dismissed !== 0)
        // A reporter who deleted their account is a stand-in there, with no account to count on.
        for (const part of inParts([...new Set(doc.reporter_ids ?? [])].filter(isAccountId)))
          await User.bulkWrite(
            part.map((reporter) => ({
              updateOne: {
                filter: { _id: reporter },
                update: { $inc: { reports_dismissed: dismissed } },
              },
            })),
            { ordered: false },
          );
      return doc;
    });
  }

  return {
    move,
    async read(id: string): Promise<ModerationCaseDoc> {
      const doc = await ModerationCase.findById(id).lean<ModerationCaseDoc>();
      if (!doc) throw caseNotFound();
      return doc;
    },
  };
}
export type CaseMoves = ReturnType<typeof caseMoves>;
