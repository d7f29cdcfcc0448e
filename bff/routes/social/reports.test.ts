import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage } from '../../../contract/social';
import { REPORT_DISMISSALS_TO_STOP_COUNTING } from '../../policies/reports';
import { type TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * Which reports hold a post (REPORTS_TO_HOLD = 3): only reports from accounts older than a day
 * with a complete profile, whose reports were not repeatedly dismissed. Held posts stay visible
 * to admins, marked pending; other members cannot see them; the author sees them as pending.
 */
const { server, make } = await serverForFile();
let author: TestUser;
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  author = await make.user({ name: 'Author' });
  member = await make.user({ name: 'Member' });
  admin = await make.user({ name: 'Mod', admin: true });
});

const feedOf = async (person: TestUser) =>
  (await person.client.get<FeedPage>('/api/social/posts?limit=50')).body.posts;
const statusIn = async (person: TestUser, postId: string) =>
  (await feedOf(person)).find((p) => p.id === postId)?.status ?? 'not shown';
const report = async (person: TestUser, postId: string) => {
  const res = await person.client.post(`/api/social/posts/${postId}/report`, {
    reason: 'This is not ok',
  });
  expect(res.status).toBe(201);
};
const established = async (count: number) => {
  const people = await make.users(count);
  for (const p of people) await make.ageAccount(p);
  return people;
};

describe('automatic hold', () => {
  it('three throwaway accounts no longer hold a post; their reports still reach moderators', async () => {
    const postId = await make.post(author);
    for (const throwaway of await make.users(3)) await report(throwaway, postId);
    expect(await statusIn(member, postId)).toBe('published');
    const stored = await server.db.models.Report.find({ post_id: postId }).lean();
    expect(stored).toHaveLength(3);
    expect(stored.every((r) => r.counts_toward_hold === false)).toBe(true);
  });

  it('old accounts without a complete profile do not hold a post', async () => {
    const postId = await make.post(author);
    const people = await make.users(3, { profile: false });
    for (const p of people) await make.ageAccount(p);
    for (const p of people) await report(p, postId);
    expect(await statusIn(member, postId)).toBe('published');
  });

  it('three established accounts hold it: hidden from members, marked for admins and the author', async () => {
    const postId = await make.post(author, { content: 'to be held' });
    for (const p of await established(3)) await report(p, postId);
    expect(await statusIn(member, postId)).toBe('not shown');
    expect(await statusIn(author, postId)).toBe('pending');
    expect(await statusIn(admin, postId)).toBe('pending');
    // The admin reaches it on its own routes too; a member gets 404 as for any hidden post.
    expect((await admin.client.get(`/api/social/posts/${postId}/comments`)).status).toBe(200);
    expect((await member.client.get(`/api/social/posts/${postId}/comments`)).status).toBe(404);
  });

  it('a person whose reports were repeatedly dismissed stops counting', async () => {
    const postId = await make.post(author);
    const [dismissed, ...others] = await established(4);
    await make.dismissedReports(dismissed!, REPORT_DISMISSALS_TO_STOP_COUNTING);
    await report(dismissed!, postId);
    await report(others[0]!, postId);
    await report(others[1]!, postId);
    expect(await statusIn(member, postId)).toBe('published');
    await report(others[2]!, postId);
    expect(await statusIn(member, postId)).toBe('not shown');
  });

  it('fewer dismissals still count', async () => {
    const postId = await make.post(author);
    const people = await established(3);
    await make.dismissedReports(people[0]!, REPORT_DISMISSALS_TO_STOP_COUNTING - 1);
    for (const p of people) await report(p, postId);
    expect(await statusIn(member, postId)).toBe('not shown');
  });
});
