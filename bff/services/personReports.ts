import type { Connection } from 'mongoose';
import type { EngineSeam } from '../db/seam';
import { badRequest, personNotFound } from '../errors';
import { reportFiling } from './admin/reportFiling';
import type { Models } from '../models';
import type { SignedInUser } from '../viewer';

/** POST /api/users/{id}/report: a person reported to the moderators, once per reporter. */
export function personReportService(models: Models, conn: Connection, seam: EngineSeam) {
  const { User } = models;
  const filing = reportFiling(models, conn, seam);
  return {
    async report(viewer: SignedInUser, userId: string, reason: string): Promise<void> {
      const target = userId.toLowerCase();
      if (target === viewer.id) throw badRequest('You cannot report yourself.', 'report_self');
      if (!(await User.findById(target, { _id: 1 }).lean())) throw personNotFound();
      await filing.file({
        reportId: `user:${target}:${viewer.id}`,
        target_type: 'user',
        target_id: target,
        subject_user_id: target,
        reporter_id: viewer.id,
        reason,
        duplicateMessage: 'You have already reported this person. Our moderators will review it.',
      });
    },
  };
}
export type PersonReportService = ReturnType<typeof personReportService>;
