import { Types } from 'mongoose';
import { badRequest, conflict, isDuplicateKey, personNotFound } from '../errors';
import type { Models } from '../models';
import type { SignedInUser } from '../viewer';

/** POST /api/users/{id}/report: a person reported to the moderators, once per reporter. */
export function personReportService(models: Models) {
  const { Report, User } = models;
  return {
    async report(viewer: SignedInUser, userId: string, reason: string): Promise<void> {
      const target = userId.toLowerCase();
      if (target === viewer.id) throw badRequest('You cannot report yourself.', 'report_self');
      if (!(await User.findById(target, { _id: 1 }).lean())) throw personNotFound();
      try {
        await Report.create({
          _id: `user:${target}:${viewer.id}`,
          target_type: 'user',
          target_id: target,
          subject_user_id: new Types.ObjectId(target),
          reporter_id: new Types.ObjectId(viewer.id),
          reason,
        });
      } catch (err) {
        if (isDuplicateKey(err))
          throw conflict(
            'You have already reported this person. Our moderators will review it.',
            'report_duplicate',
          );
        throw err;
      }
    },
  };
}
export type PersonReportService = ReturnType<typeof personReportService>;
