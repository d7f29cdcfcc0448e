import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';
import type { ReportTarget } from '../../../contract/admin';
import { pagedLists } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import type { ModerationCaseDoc } from '../../models/moderation';
import { QUEUES, type ItemRef } from './queues';
import { caseIdOf, reportFiling } from './reportFiling';

const MARKER = 'admin-queues-1';

interface StoredReport {
  _id: string;
  target_type?: string | null;
  post_id?: Types.ObjectId | null;
  target_id?: string | null;
  subject_user_id?: Types.ObjectId | null;
  reporter_id: Types.ObjectId;
  reason: string;
}

/**
 * Once, at start (a migration; docs/architecture.md, The moderation console's data): what was
 * stored before the console existed reaches it. Open reports join their cases, held posts go to
 * the top of the Posts tab, waiting suggestions to the Places tab; then the tab counts are set
 * from the data itself. Safe to run again after a crash: a report already in its case is not
 * added twice, and the counts are recomputed, not added to.
 */
export async function backfillModeration(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
): Promise<void> {
  const markers = conn.collection<{ _id: string; at?: Date }>('migrations');
  if (await markers.findOne({ _id: MARKER })) return;
  const { Report, Post, Resource, ModerationCase, ModerationCounts, ContactMessage } = models;
  const filing = reportFiling(models, conn, seam);
  const lists = pagedLists(conn, seam);

  const reports = await Report.find({ status: 'open' }).lean<StoredReport[]>();
  for (const r of reports) {
    const type = (r.target_type ?? 'post') as ReportTarget;
    const targetId = type === 'post' ? String(r.post_id ?? '') : String(r.target_id ?? '');
    if (!targetId) continue;
    let subject = r.subject_user_id ? String(r.subject_user_id) : null;
    if (type === 'post' && !subject) {
      const post = await Post.findById(r.post_id, { author_id: 1 }).lean();
      subject = post ? String(post.author_id) : null;
    }
    if (!subject) continue;
    const kase = await ModerationCase.findById(caseIdOf(type, targetId)).lean<ModerationCaseDoc>();
    if (kase?.status === 'open' && kase.reporter_ids.includes(String(r.reporter_id))) continue;
    await filing.intoCase({
      target_type: type,
      target_id: targetId,
      subject_user_id: subject,
      reporter_id: String(r.reporter_id),
      reason: r.reason,
    });
  }
  for (const post of await Post.find({ status: 'pending' }, { _id: 1 }).lean())
    await filing.holding(String(post._id));
  for (const resource of await Resource.find(
    { status: 'pending', source: 'suggestion' },
    { _id: 1 },
  ).lean()) {
    const ref: ItemRef = { id: resource._id };
    await lists.append(QUEUES.resources, ref);
  }

  const open = await ModerationCase.find({ status: 'open' }, { target_type: 1 }).lean();
  await ModerationCounts.updateOne(
    { _id: 'counts' },
    {
      $set: {
        reports: open.length,
        posts: open.filter((c) => c.target_type === 'post').length,
        places: await Resource.countDocuments({ status: 'pending' }),
        messages: await ContactMessage.countDocuments({ is_read: false }),
      },
    },
    { upsert: true },
  );
  await markers.updateOne({ _id: MARKER }, { $set: { at: new Date() } }, { upsert: true });
}
