import { Types } from 'mongoose';
import { expect, inject, it } from 'vitest';
import type { AdminCounts, PendingPostsPage, PendingResourcesPage } from '../../../contract/admin';
import { engineSeam, type EngineName } from '../../db/seam';
import { serverForFile } from '../../test/serverForFile';
import { backfillModeration } from './backfill';

/**
 * Reports, held posts and suggestions stored before the console existed reach its queues once,
 * at start, and running the backfill again changes nothing.
 */
const { server, make } = await serverForFile();

it('brings earlier reports, held posts and suggestions into the console, once', async () => {
  const { models, conn } = server.db;
  const admin = await make.user({ admin: true });
  const author = await make.user();
  const reporter = await make.user();
  // As the data was before: a report with no case, a held post, a waiting suggestion.
  const held = await make.post(author, { content: 'held before the console', status: 'pending' });
  await models.Report.create({
    _id: `${held}:${reporter.id}`,
    post_id: new Types.ObjectId(held),
    reporter_id: new Types.ObjectId(reporter.id),
    reason: 'Old report',
    counts_toward_hold: true,
  });
  const suggestionId = new Types.ObjectId().toHexString();
  await models.Resource.create({
    _id: suggestionId,
    name: 'Old Suggestion',
    resource_type: 'peer_center',
    latitude: 37.77,
    longitude: -122.42,
    status: 'pending',
    source: 'suggestion',
    suggested_by: reporter.id,
  });
  await conn.collection('migrations').deleteOne({ _id: 'admin-queues-1' as never });

  const seam = engineSeam(conn, inject('dbEngine') as EngineName);
  await backfillModeration(models, conn, seam);
  await conn.collection('migrations').deleteOne({ _id: 'admin-queues-1' as never });
  await backfillModeration(models, conn, seam);

  const posts = (await admin.client.get<PendingPostsPage>('/api/admin/pending-posts')).body.posts;
  expect(posts.filter((p) => p.id === held)).toEqual([
    expect.objectContaining({
      held: true,
      reports_count: 1,
      reports: [expect.objectContaining({ reason: 'Old report' })],
    }),
  ]);
  const resources = (await admin.client.get<PendingResourcesPage>('/api/admin/pending-resources'))
    .body.resources;
  expect(resources.filter((r) => r.id === suggestionId)).toHaveLength(1);
  const counts = (await admin.client.get<AdminCounts>('/api/admin/counts')).body;
  expect(counts).toMatchObject({ reports: 1, posts: 1, places: 1, messages: 0 });
});
