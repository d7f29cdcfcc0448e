import { Types } from 'mongoose';
import type { ReportTarget } from '../../../contract/admin';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { caseIdOf } from '../admin/reportFiling';

/** A duplicate key: the stand-in's copy of a report exists already (a resumed run). */
const isDuplicate = (e: unknown) => (e as { code?: number } | null)?.code === 11000;

/**
 * The reports a person made outlive their account without them (docs/privacy-and-moderation.md,
 * Delete my account): each report is stored again under the deletion's stand-in (its `_id` ends
 * with the reporter's id, so the id changes too) without `reporter_id`, then the original goes; the
 * report case lists the stand-in where it listed them. Safe to run again: the copy's `_id` is
 * fixed by the stand-in, and a case already changed is left alone.
 */
export function eraseReports(models: Models, seam: EngineSeam) {
  const { Report, ModerationCase } = models;

  async function replaceInCase(caseId: string, userId: string, standIn: string) {
    await seam.serialize(`case:${caseId}`, async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const kase = await ModerationCase.findById(caseId, { reporter_ids: 1 }).lean();
        const ids = kase?.reporter_ids ?? [];
        if (!ids.includes(userId)) return;
        const res = await ModerationCase.updateOne(
          seam.stillAsRead(caseId, { reporter_ids: ids }),
          { $set: { reporter_ids: ids.map((id) => (id === userId ? standIn : id)) } },
        );
        if (res.matchedCount === 1) return;
      }
      // The step stays where it is and the next sweep tries again, when the case is quieter.
      throw new Error(`case ${caseId} kept changing while a reporter was replaced`);
    });
  }

  return {
    async erase(userId: string, standIn: string): Promise<void> {
      const made = await Report.find({ reporter_id: new Types.ObjectId(userId) }).lean();
      for (const r of made) {
        const id = String(r._id);
        const target = (r.target_type ?? 'post') as ReportTarget;
        const targetId = target === 'post' ? String(r.post_id) : String(r.target_id);
        const copyId = id.endsWith(userId)
          ? `${id.slice(0, -userId.length)}${standIn}`
          : `${id}:${standIn}`;
        const copy: Record<string, unknown> = { ...r, _id: copyId };
        delete copy.reporter_id;
        try {
          await Report.create(copy);
        } catch (e) {
          if (!isDuplicate(e)) throw e;
        }
        await replaceInCase(caseIdOf(target, targetId), userId, standIn);
        await Report.deleteOne({ _id: id });
      }
    },
  };
}
