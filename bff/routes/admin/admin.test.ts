import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCounts,
  AuditPage,
  ContactMessagesPage,
  PendingPostsPage,
  PendingResourcesPage,
  ReportCasesPage,
  RevenueSummary,
} from '../../../contract/admin';
import type { MapResource } from '../../../contract/map';
import type { ConversationPage, Message } from '../../../contract/messages';
import type { FeedPage } from '../../../contract/social';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';
import { itNeedsAtomicUpdates } from '../../test/strategy';

/**
 * The moderation console's queues and actions (docs/privacy-and-moderation.md, Moderation):
 * admins only, every action idempotent and audited, and each one's effect on what people see.
 */
const { server, make } = await serverForFile({
  ADMIN_EMAILS: 'admin@example.com,second.mod@example.com',
});
let admin: TestUser;
let secondMod: TestUser;
let author: TestUser;
let member: TestUser;

beforeAll(async () => {
  admin = await make.user({ admin: true, name: 'Mod' });
  secondMod = await make.user({ email: 'second.mod@example.com', name: 'Mod Two' });
  author = await make.user();
  member = await make.user();
});

const established = async (count: number) => {
  const people = await make.users(count);
  for (const p of people) await make.ageAccount(p);
  return people;
};
const report = async (person: TestUser, postId: string, reason = 'Unkind words') => {
  const res = await person.client.post(`/api/social/posts/${postId}/report`, { reason });
  expect(res.status).toBe(201);
};
const feedOf = async (person: TestUser) =>
  (await person.client.get<FeedPage>('/api/social/posts?limit=50')).body.posts;
const statusIn = async (person: TestUser, postId: string) =>
  (await feedOf(person)).find((p) => p.id === postId)?.status ?? 'not shown';
const pendingPosts = async (by = admin) =>
  (await by.client.get<PendingPostsPage>('/api/admin/pending-posts?limit=50')).body.posts;
const counts = async () => (await admin.client.get<AdminCounts>('/api/admin/counts')).body;
const auditOf = async (query = '') =>
  (await admin.client.get<AuditPage>(`/api/admin/audit?limit=50${query}`)).body.entries;

describe('who may use the console', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/counts'],
    ['GET', '/api/admin/reports'],
    ['POST', '/api/admin/reports/post:0123456789abcdef01234567/dismiss'],
    ['POST', '/api/admin/reports/message:a-b-1/hide'],
    ['GET', '/api/admin/pending-posts'],
    ['POST', '/api/admin/posts/0123456789abcdef01234567/approve'],
    ['POST', '/api/admin/posts/0123456789abcdef01234567/reject'],
    ['GET', '/api/admin/pending-resources'],
    ['POST', '/api/admin/resources/0123456789abcdef01234567/approve'],
    ['POST', '/api/admin/resources/0123456789abcdef01234567/reject'],
    ['GET', '/api/admin/contact-messages'],
    ['POST', '/api/admin/contact-messages/0123456789abcdef01234567/read'],
    ['GET', '/api/admin/audit'],
    ['POST', '/api/admin/audit/0123456789abcdef01234567/undo'],
    ['POST', '/api/admin/reports/user:0123456789abcdef01234567/suspend'],
    ['POST', '/api/admin/users/0123456789abcdef01234567/suspend'],
    ['POST', '/api/admin/users/0123456789abcdef01234567/unsuspend'],
    ['GET', '/api/admin/resources'],
    ['POST', '/api/admin/resources'],
    ['PUT', '/api/admin/resources/0123456789abcdef01234567'],
    ['POST', '/api/admin/resources/0123456789abcdef01234567/remove'],
    ['POST', '/api/admin/resources/0123456789abcdef01234567/restore'],
    ['GET', '/api/admin/meeting-groups'],
    ['POST', '/api/admin/meeting-groups'],
    ['PUT', '/api/admin/meeting-groups/0123456789abcdef01234567'],
    ['POST', '/api/admin/meeting-groups/0123456789abcdef01234567/remove'],
    ['POST', '/api/admin/meeting-groups/0123456789abcdef01234567/restore'],
    ['GET', '/api/admin/ads-centers'],
    ['POST', '/api/admin/ads'],
    ['PUT', '/api/admin/ads/0123456789abcdef01234567'],
    ['POST', '/api/admin/centers'],
    ['PUT', '/api/admin/centers/0123456789abcdef01234567'],
    ['POST', '/api/admin/media'],
    ['POST', '/api/admin/imports?kind=treatment-csv'],
    ['GET', '/api/admin/revenue'],
    ['GET', '/api/admin/revenue.csv'],
  ];

  it.each(routes)('%s %s: 401 for a visitor, 403 for a member', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const visitor = await server.client().json(method, path, body);
    expect(visitor.status).toBe(401);
    const asMember = await member.client.json<{ error: string }>(method, path, body);
    expect(asMember.status).toBe(403);
    expect(asMember.body.error).toBe('Access Restricted: This area is for administrators only.');
  });

  it('an admin reads every list', async () => {
    for (const [method, path] of routes.filter(([m]) => m === 'GET')) {
      const res = await admin.client.json(method, path);
      expect(res.status, path).toBe(200);
    }
  });

  it('bad ids answer 404 and bad queries 400 naming the field', async () => {
    expect((await admin.client.post('/api/admin/posts/nope/approve')).status).toBe(404);
    expect((await admin.client.post('/api/admin/reports/thing:1/dismiss')).status).toBe(404);
    expect((await admin.client.post('/api/admin/resources/zz/approve')).status).toBe(404);
    const unknownPost = await admin.client.post(
      '/api/admin/posts/0123456789abcdef01234567/approve',
    );
    expect(unknownPost.status).toBe(404);
    const limit = await admin.client.get<{ error: string }>('/api/admin/reports?limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.error).toMatch(/^limit/);
    const action = await admin.client.get<{ error: string }>('/api/admin/audit?action=explode');
    expect(action.status).toBe(400);
    expect(action.body.error).toMatch(/^action/);
    const from = await admin.client.get<{ error: string }>('/api/admin/audit?from=yesterday');
    expect(from.status).toBe(400);
    expect(from.body.error).toMatch(/^from/);
    const cursor = await admin.client.get<{ error: string }>('/api/admin/pending-posts?cursor=x');
    expect(cursor.status).toBe(400);
  });
});

describe('pending posts', () => {
  it('lists reported posts, held ones first, with every report, new accounts included', async () => {
    const quiet = await make.post(author, { content: 'reported by new accounts' });
    for (const p of await make.users(2)) await report(p, quiet, 'Spam');
    const held = await make.post(author, { content: 'held by three' });
    for (const p of await established(3)) await report(p, held);
    expect(await statusIn(member, held)).toBe('not shown');

    const posts = await pendingPosts();
    const heldAt = posts.findIndex((p) => p.id === held);
    const quietAt = posts.findIndex((p) => p.id === quiet);
    expect(heldAt).toBeGreaterThanOrEqual(0);
    expect(quietAt).toBeGreaterThan(heldAt);
    expect(posts[heldAt]).toMatchObject({ held: true, reports_count: 3, hold_reports_count: 3 });
    expect(posts[heldAt]!.reports.every((r) => r.counts_toward_hold)).toBe(true);
    expect(posts[quietAt]).toMatchObject({ held: false, reports_count: 2 });
    expect(posts[quietAt]!.reports.map((r) => [r.reason, r.counts_toward_hold])).toEqual([
      ['Spam', false],
      ['Spam', false],
    ]);
    // The reporters stay unnamed.
    expect(JSON.stringify(posts[quietAt])).not.toMatch(/reporter/);
  });

  it('approve publishes a held post, clears its reports, and a second approve changes nothing', async () => {
    const postId = await make.post(author, { content: 'to approve' });
    const reporters = await established(3);
    for (const p of reporters) await report(p, postId);
    const before = await counts();
    expect((await admin.client.post(`/api/admin/posts/${postId}/approve`)).status).toBe(200);
    expect(await statusIn(member, postId)).toBe('published');
    expect((await pendingPosts()).map((p) => p.id)).not.toContain(postId);
    const after = await counts();
    expect(after.posts).toBe(before.posts - 1);
    expect(after.reports).toBe(before.reports - 1);
    const reporter = await server.db.models.User.findById(reporters[0]!.id).lean();
    expect(reporter?.reports_dismissed).toBe(1);

    expect((await admin.client.post(`/api/admin/posts/${postId}/approve`)).status).toBe(200);
    expect(await counts()).toEqual(after);
    const entries = (await auditOf('&action=post.approve')).filter((e) => e.target_id === postId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      moderator_email: 'admin@example.com',
      before: { status: 'pending', case: 'open' },
      after: { status: 'published', case: 'dismissed' },
      undoable: true,
    });
  });

  it('reject hides a post from everyone but its author, who sees it marked', async () => {
    const postId = await make.post(author, { content: 'to reject' });
    for (const p of await make.users(3)) await report(p, postId);
    expect(await statusIn(member, postId)).toBe('published');
    expect((await admin.client.post(`/api/admin/posts/${postId}/reject`)).status).toBe(200);
    expect(await statusIn(member, postId)).toBe('not shown');
    expect(await statusIn(admin, postId)).toBe('not shown');
    expect(await statusIn(author, postId)).toBe('rejected');
    expect((await pendingPosts()).map((p) => p.id)).not.toContain(postId);
    const [entry] = (await auditOf('&action=post.reject')).filter((e) => e.target_id === postId);
    expect(entry).toMatchObject({ before: { status: 'published' }, after: { status: 'rejected' } });

    // Undone: back in the feed and in the queue, and the undo is audited too.
    expect((await admin.client.post(`/api/admin/audit/${entry!.id}/undo`)).status).toBe(200);
    expect(await statusIn(member, postId)).toBe('published');
    expect((await pendingPosts()).map((p) => p.id)).toContain(postId);
    const undos = (await auditOf('&action=undo')).filter((e) => e.undoes === entry!.id);
    expect(undos).toHaveLength(1);
    expect(undos[0]).toMatchObject({
      before: { status: 'rejected' },
      after: { status: 'published' },
    });
    // A second undo changes nothing and is not audited again.
    expect((await admin.client.post(`/api/admin/audit/${entry!.id}/undo`)).status).toBe(200);
    expect((await auditOf('&action=undo')).filter((e) => e.undoes === entry!.id)).toHaveLength(1);
    const again = (await auditOf()).find((e) => e.id === entry!.id);
    expect(again?.undoable).toBe(false);
  });

  itNeedsAtomicUpdates('the case moves by a compare-and-set of its status')(
    'two moderators approving at once publish it once, with one audit entry',
    async () => {
      const postId = await make.post(author, { content: 'raced' });
      for (const p of await established(3)) await report(p, postId);
      const before = await counts();
      const answers = await Promise.all([
        admin.client.post(`/api/admin/posts/${postId}/approve`),
        secondMod.client.post(`/api/admin/posts/${postId}/approve`),
        admin.client.post(`/api/admin/posts/${postId}/reject`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const entries = (await auditOf()).filter(
        (e) => e.target_id === postId && e.action !== 'undo',
      );
      expect(entries).toHaveLength(1);
      const after = await counts();
      expect(after.posts).toBe(before.posts - 1);
      expect(after.reports).toBe(before.reports - 1);
    },
  );

  it('a post reported again after approval comes back in a new round', async () => {
    const postId = await make.post(author, { content: 'second round' });
    await report((await make.users(1))[0]!, postId);
    await admin.client.post(`/api/admin/posts/${postId}/approve`);
    expect((await pendingPosts()).map((p) => p.id)).not.toContain(postId);
    await report((await make.users(1))[0]!, postId, 'Again');
    const back = (await pendingPosts()).find((p) => p.id === postId);
    expect(back?.reports.map((r) => r.reason)).toEqual(['Again']);
  });
});

describe('pending resources', () => {
  const suggestion = (name: string) => ({
    name,
    resource_type: 'peer_center',
    address: '1 Test Street, San Francisco, CA',
    latitude: 37.7771,
    longitude: -122.4216,
  });
  const onMap = async () =>
    (
      await member.client.get<{ resources: MapResource[] }>(
        '/api/map/resources?bbox=-122.43,37.77,-122.41,37.785',
      )
    ).body.resources.map((r) => r.name);

  it('approve puts a suggestion on the map at once; reject keeps another off', async () => {
    const a = await member.client.post<{ resource: { id: string } }>(
      '/api/resources',
      suggestion('Approved Peer Room'),
    );
    const b = await member.client.post<{ resource: { id: string } }>(
      '/api/resources',
      suggestion('Rejected Peer Room'),
    );
    const list = (await admin.client.get<PendingResourcesPage>('/api/admin/pending-resources')).body
      .resources;
    expect(list.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Approved Peer Room', 'Rejected Peer Room']),
    );
    expect(list.find((r) => r.id === a.body.resource.id)?.suggested_by_name).toBe(member.name);
    const waiting = (await counts()).places;

    await admin.client.post(`/api/admin/resources/${a.body.resource.id}/approve`);
    await admin.client.post(`/api/admin/resources/${b.body.resource.id}/reject`);
    expect(await onMap()).toContain('Approved Peer Room');
    expect(await onMap()).not.toContain('Rejected Peer Room');
    expect((await counts()).places).toBe(waiting - 2);
    const left = (await admin.client.get<PendingResourcesPage>('/api/admin/pending-resources')).body
      .resources;
    expect(left.map((r) => r.id)).not.toContain(a.body.resource.id);
    expect(left.map((r) => r.id)).not.toContain(b.body.resource.id);

    // A second approve of a rejected one does nothing: it was not waiting.
    await admin.client.post(`/api/admin/resources/${b.body.resource.id}/approve`);
    expect(await onMap()).not.toContain('Rejected Peer Room');

    // Undoing the approval takes it off the map and back into the queue.
    const [entry] = (await auditOf('&action=resource.approve')).filter(
      (e) => e.target_id === a.body.resource.id,
    );
    expect((await admin.client.post(`/api/admin/audit/${entry!.id}/undo`)).status).toBe(200);
    expect(await onMap()).not.toContain('Approved Peer Room');
  });
});

describe('reports of messages and people', () => {
  const send = async (from: TestUser, to: TestUser, content: string) =>
    (
      await from.client.post<{ message: Message }>('/api/messages/send', {
        recipient_user_id: to.id,
        content,
      })
    ).body.message;

  it('a reported message shows with the few around it; hiding it removes it for both people', async () => {
    const ana = await make.user();
    const ben = await make.user();
    const sent: Message[] = [];
    for (let i = 0; i < 8; i++)
      sent.push(await send(i % 2 ? ana : ben, i % 2 ? ben : ana, `message ${i}`));
    const reported = sent[4]!; // from ben to ana
    expect(
      (await ana.client.post(`/api/messages/${reported.id}/report`, { reason: 'Threat' })).status,
    ).toBe(201);
    const cases = (await admin.client.get<ReportCasesPage>('/api/admin/reports?limit=50')).body
      .cases;
    const kase = cases.find((c) => c.id === `message:${reported.id}`)!;
    expect(kase).toMatchObject({
      target_type: 'message',
      subject_user_id: ben.id,
      subject_name: ben.name,
      reporters_count: 1,
      reasons: [{ reason: 'Threat', count: 1 }],
    });
    expect(kase.preview.kind).toBe('message');
    const shown = kase.preview.kind === 'message' ? kase.preview.messages : [];
    expect(shown.map((m) => m.content)).toEqual([
      'message 2',
      'message 3',
      'message 4',
      'message 5',
      'message 6',
    ]);
    expect(shown.filter((m) => m.is_reported).map((m) => m.content)).toEqual(['message 4']);

    expect(
      (await admin.client.post(`/api/admin/reports/${encodeURIComponent(kase.id)}/hide`)).status,
    ).toBe(200);
    const conversation = async (who: TestUser, other: TestUser) =>
      (
        await who.client.get<ConversationPage>(`/api/messages/thread/${other.id}`)
      ).body.messages.map((m) => m.content);
    expect(await conversation(ana, ben)).not.toContain('message 4');
    expect(await conversation(ben, ana)).not.toContain('message 4');
    expect(await conversation(ana, ben)).toContain('message 5');
    const left = (await admin.client.get<ReportCasesPage>('/api/admin/reports?limit=50')).body;
    expect(left.cases.map((c) => c.id)).not.toContain(kase.id);

    const [entry] = (await auditOf('&action=content.hide')).filter(
      (e) => e.target_id === reported.id,
    );
    await admin.client.post(`/api/admin/audit/${entry!.id}/undo`);
    expect(await conversation(ana, ben)).toContain('message 4');
  });

  it('a reported person can be dismissed, not hidden; the reports are counted together', async () => {
    const target = await make.user({ profile: { bio: 'Here to help' } });
    for (const p of await make.users(2))
      await p.client.post(`/api/users/${target.id}/report`, { reason: 'Fake profile' });
    const caseId = `user:${target.id}`;
    const kase = (
      await admin.client.get<ReportCasesPage>('/api/admin/reports?limit=50')
    ).body.cases.find((c) => c.id === caseId)!;
    expect(kase).toMatchObject({
      reporters_count: 2,
      reasons: [{ reason: 'Fake profile', count: 2 }],
      preview: { kind: 'user', display_name: target.name, bio: 'Here to help' },
      subject_is_admin: false,
    });
    const hide = await admin.client.post<{ error: string }>(
      `/api/admin/reports/${encodeURIComponent(caseId)}/hide`,
    );
    expect(hide.status).toBe(400);
    expect(hide.body.error).toMatch(/suspend/);
    await admin.client.post(`/api/admin/reports/${encodeURIComponent(caseId)}/dismiss`);
    await admin.client.post(`/api/admin/reports/${encodeURIComponent(caseId)}/dismiss`);
    const cases = (await admin.client.get<ReportCasesPage>('/api/admin/reports?limit=50')).body
      .cases;
    expect(cases.map((c) => c.id)).not.toContain(caseId);
    expect(
      (await auditOf('&action=report.dismiss')).filter((e) => e.target_id === target.id),
    ).toHaveLength(1);
  });
});

describe('suspension', () => {
  const peersNear = async (who: TestUser) =>
    (
      await who.client.get<{ peers: { user_id: string }[] }>('/api/map/peers?lat=37.77&lng=-122.42')
    ).body.peers.map((p) => p.user_id);

  it('signs the person out, hides what they wrote and their marker, refuses sign-in; unsuspend restores it', async () => {
    const email = `suspended-${Date.now()}@example.com`;
    const person = await make.user({ email, profile: { support_status: 'giving' } });
    const viewer = await make.user();
    const postId = (
      await person.client.post<{ post: { id: string } }>('/api/social/posts', {
        content: 'a post by someone about to be suspended',
      })
    ).body.post.id;
    const otherPost = await make.post(author, { content: 'commented on by the suspended one' });
    await person.client.post(`/api/social/posts/${otherPost}/comments`, { content: 'my comment' });
    await person.client.put('/api/profile/location', { latitude: 37.77, longitude: -122.42 });
    expect(await peersNear(viewer)).toContain(person.id);
    expect(await statusIn(viewer, postId)).toBe('published');

    const res = await admin.client.post(`/api/admin/users/${person.id}/suspend`);
    expect(res.status).toBe(200);
    // Signed out at once, and the same Google account cannot sign in again.
    expect((await person.client.get('/api/users/me')).status).toBe(401);
    await expect(server.client().signIn(email)).rejects.toThrow(/account_suspended/);
    // Gone from feeds, comments and the map; nobody can write to them.
    expect(await statusIn(viewer, postId)).toBe('not shown');
    const comments = await viewer.client.get<{ comments: { content: string }[] }>(
      `/api/social/posts/${otherPost}/comments`,
    );
    expect(comments.body.comments.map((c) => c.content)).not.toContain('my comment');
    expect(await peersNear(viewer)).not.toContain(person.id);
    const message = await viewer.client.post('/api/messages/send', {
      recipient_user_id: person.id,
      content: 'hello?',
    });
    expect(message.status).toBe(404);
    // A second suspend changes nothing and is audited once.
    await admin.client.post(`/api/admin/users/${person.id}/suspend`);
    expect(
      (await auditOf('&action=user.suspend')).filter((e) => e.target_id === person.id),
    ).toHaveLength(1);

    expect((await admin.client.post(`/api/admin/users/${person.id}/unsuspend`)).status).toBe(200);
    expect(await statusIn(viewer, postId)).toBe('published');
    expect(await peersNear(viewer)).toContain(person.id);
    const back = server.client();
    await back.signIn(email);
    expect((await back.get('/api/users/me')).status).toBe(200);
  });

  it("a suspended person's open support request stops reaching peers, and cannot be answered", async () => {
    const here = { latitude: 37.7793, longitude: -122.4193 };
    const requester = await make.user({ profile: { support_status: 'seeking' } });
    const peer = await make.user({ profile: { support_status: 'giving' } });
    for (const who of [requester, peer])
      expect((await who.client.put('/api/profile/location', here)).status).toBe(200);
    const asked = await requester.client.post<{ request: { id: string } }>(
      '/api/support-requests',
      { message: 'Rough night, anyone around?' },
    );
    expect(asked.status).toBe(201);
    const incoming = async () =>
      (
        await peer.client.get<{ requests: { id: string }[] }>('/api/support-requests/incoming')
      ).body.requests.map((r) => r.id);
    expect(await incoming()).toContain(asked.body.request.id);

    expect((await admin.client.post(`/api/admin/users/${requester.id}/suspend`)).status).toBe(200);
    expect(await incoming()).not.toContain(asked.body.request.id);
    const answer = await peer.client.post(`/api/support-requests/${asked.body.request.id}/respond`);
    expect(answer.status).toBe(404);
    const thread = await peer.client.get<{ messages: unknown[] }>(
      `/api/messages/thread/${requester.id}`,
    );
    expect(thread.body.messages ?? []).toEqual([]);
  });

  it('never suspends oneself or another admin', async () => {
    const self = await admin.client.post<{ error: string }>(`/api/admin/users/${admin.id}/suspend`);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe('You cannot suspend yourself.');
    const other = await admin.client.post<{ error: string }>(
      `/api/admin/users/${secondMod.id}/suspend`,
    );
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('Admins cannot be suspended.');
    expect((await secondMod.client.get('/api/users/me')).status).toBe(200);
    expect(
      (await admin.client.post('/api/admin/users/0123456789abcdef01234567/suspend')).status,
    ).toBe(404);
  });

  it('suspending from a report closes the case; undoing it lifts the suspension and reopens it', async () => {
    const target = await make.user();
    await member.client.post(`/api/users/${target.id}/report`, { reason: 'Harassment' });
    const caseId = `user:${target.id}`;
    const res = await admin.client.post(`/api/admin/reports/${encodeURIComponent(caseId)}/suspend`);
    expect(res.status).toBe(200);
    expect((await target.client.get('/api/users/me')).status).toBe(401);
    const open = async () =>
      (await admin.client.get<ReportCasesPage>('/api/admin/reports?limit=50')).body.cases.map(
        (c) => c.id,
      );
    expect(await open()).not.toContain(caseId);
    const [entry] = (await auditOf('&action=user.suspend')).filter(
      (e) => e.target_id === target.id,
    );
    expect((await admin.client.post(`/api/admin/audit/${entry!.id}/undo`)).status).toBe(200);
    expect(await open()).toContain(caseId);
    const user = await server.db.models.User.findById(target.id).lean();
    expect(user?.suspended).toBe(false);
  });
});

describe('staff are recognisable', () => {
  it("an admin's posts and comments carry the moderator mark; a member named like staff gets none", async () => {
    const byAdmin = await admin.client.post<{ post: { id: string; by_moderator: boolean } }>(
      '/api/social/posts',
      { content: 'Welcome, everyone. Be kind.' },
    );
    expect(byAdmin.body.post.by_moderator).toBe(true);
    const comment = await admin.client.post<{ comment: { by_moderator: boolean } }>(
      `/api/social/posts/${byAdmin.body.post.id}/comments`,
      { content: 'Glad you are here.' },
    );
    expect(comment.body.comment.by_moderator).toBe(true);
    const seen = (await feedOf(member)).find((p) => p.id === byAdmin.body.post.id);
    expect(seen?.by_moderator).toBe(true);
    const byMember = await member.client.post<{ post: { by_moderator: boolean } }>(
      '/api/social/posts',
      { content: 'Hello from a member.' },
    );
    expect(byMember.body.post.by_moderator).toBe(false);
  });

  it("an admin's messages carry the moderator mark in the recipient's conversation; the reply does not", async () => {
    const sent = await admin.client.post<{ message: Message }>('/api/messages/send', {
      recipient_user_id: member.id,
      content: 'Checking in after your report. How are you?',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message.by_moderator).toBe(true);
    const reply = await member.client.post<{ message: Message }>('/api/messages/send', {
      recipient_user_id: admin.id,
      content: 'Better now, thank you.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message.by_moderator).toBe(false);
    const seen = await member.client.get<ConversationPage>(`/api/messages/thread/${admin.id}`);
    expect(seen.body.messages.map((m) => [m.content, m.by_moderator])).toEqual([
      ['Checking in after your report. How are you?', true],
      ['Better now, thank you.', false],
    ]);
  });
});

describe('contact messages', () => {
  it('refuses a blank or too long field, naming it', async () => {
    const blank = await member.client.post<{ error: string }>('/api/contact-messages', {
      subject: '  ',
      message: 'Hello',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatch(/^subject/);
    const long = await member.client.post<{ error: string }>('/api/contact-messages', {
      subject: 'Hi',
      message: 'x'.repeat(5001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/^message/);
    expect(
      (await server.client().post('/api/contact-messages', { subject: 'a', message: 'b' })).status,
    ).toBe(401);
  });

  it('reaches the admins with the account name and email, and is marked read once', async () => {
    const writer = await make.user({ name: 'Pat Writer' });
    const sent = await writer.client.post('/api/contact-messages', {
      subject: 'Question about meetings',
      message: 'Where do I find online meetings?',
      // Name and email are the account's, whatever the body says.
      email: 'someone.else@example.com',
    });
    expect(sent.status).toBe(201);
    const unread = (await counts()).messages;
    const list = (await admin.client.get<ContactMessagesPage>('/api/admin/contact-messages')).body
      .messages;
    const mine = list.find((m) => m.subject === 'Question about meetings')!;
    expect(mine).toMatchObject({
      kind: 'contact',
      name: 'Pat Writer',
      email: writer.email,
      message: 'Where do I find online meetings?',
      is_read: false,
    });
    await admin.client.post(`/api/admin/contact-messages/${mine.id}/read`);
    await secondMod.client.post(`/api/admin/contact-messages/${mine.id}/read`);
    const after = (await admin.client.get<ContactMessagesPage>('/api/admin/contact-messages')).body
      .messages;
    expect(after.find((m) => m.id === mine.id)?.is_read).toBe(true);
    expect((await counts()).messages).toBe(unread - 1);
    expect(
      (await auditOf('&action=contact.read')).filter((e) => e.target_id === mine.id),
    ).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('filters by moderator and day, and lists who acted', async () => {
    const postId = await make.post(author, { content: 'audited by the second moderator' });
    await report((await make.users(1))[0]!, postId);
    await secondMod.client.post(`/api/admin/posts/${postId}/approve`);
    const byMod = await auditOf(`&moderator=${secondMod.id}`);
    expect(byMod.length).toBeGreaterThan(0);
    expect(byMod.every((e) => e.moderator_email === 'second.mod@example.com')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf(`&from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await auditOf('&to=2000-01-01')).toEqual([]);
    const page = (await admin.client.get<AuditPage>('/api/admin/audit')).body;
    expect(page.moderators.map((m) => m.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'second.mod@example.com']),
    );
  });

  it('an unknown entry is 404; the log cannot be written from outside', async () => {
    expect((await admin.client.post('/api/admin/audit/0123456789abcdef01234567/undo')).status).toBe(
      404,
    );
    expect((await admin.client.delete('/api/admin/audit')).status).toBe(405);
  });
});

describe('ads, centers, images, imports and revenue', () => {
  // A 1×1 PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const upload = (body: Buffer | string, type = 'image/png') =>
    admin.client.raw('/api/admin/media', {
      method: 'POST',
      headers: { 'Content-Type': type, 'X-Requested-With': 'peer-support-app' },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  const adInput = {
    advertiser_name: 'Bay Recovery Partners',
    advertiser_id: 'bay-recovery',
    ad_title: 'Outpatient care that fits your week',
    ad_description: 'Evening groups, insurance accepted.',
    ad_url: 'https://example.org/bay',
    placement: 'top',
  };
  const centerInput = {
    name: 'Harbor Light Treatment Center',
    address: '1 Harbor Way, San Francisco, CA',
    latitude: 37.79,
    longitude: -122.39,
    phone: '(415) 555-0100',
    services: ['Detox', 'Outpatient'],
    priority_level: 3,
  };

  it('stores an image checked by its bytes: a renamed text file and an oversized one are refused', async () => {
    const ok = await upload(PNG);
    expect(ok.status).toBe(201);
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(/^\/media\/[0-9a-f]{24}$/);
    const served = await member.client.raw(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    const renamed = await upload('just some text, not an image');
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toEqual({ error: 'The file is not a PNG, JPEG or WebP image.' });
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(210 * 1024)]));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toMatch(/200 kB/);
    const asMember = await member.client.raw('/api/admin/media', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', 'X-Requested-With': 'peer-support-app' },
      body: new Uint8Array(PNG),
    });
    expect(asMember.status).toBe(403);
  });

  it('an ad and a center saved here show on Get Help; refusals name their field', async () => {
    const { url } = (await (await upload(PNG)).json()) as { url: string };
    const noTitle = await admin.client.post<{ error: string; field: string }>('/api/admin/ads', {
      ...adInput,
      ad_title: ' ',
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toEqual({ error: 'ad_title cannot be blank.', field: 'ad_title' });
    const http = await admin.client.post<{ field: string }>('/api/admin/ads', {
      ...adInput,
      ad_url: 'http://example.org',
    });
    expect(http.body.field).toBe('ad_url');
    const notUploaded = await admin.client.post<{ field: string }>('/api/admin/ads', {
      ...adInput,
      ad_image_url: '/media/000000000000000000000000',
    });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.field).toBe('ad_image_url');

    const created = await admin.client.post<{ ad: { id: string; ad_image_url: string } }>(
      '/api/admin/ads',
      { ...adInput, ad_image_url: url },
    );
    expect(created.status).toBe(201);
    expect(created.body.ad.ad_image_url).toBe(url);
    const shown = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await member.client.get<{ ad: { id: string } | null }>(
        '/api/advertisements?placement=top',
      );
      if (res.body.ad) shown.add(res.body.ad.id);
    }
    expect(shown).toContain(created.body.ad.id);

    const center = await admin.client.post<{ center: { id: string } }>('/api/admin/centers', {
      ...centerInput,
      logo_url: url,
    });
    expect(center.status).toBe(201);
    const centers = async () =>
      (
        await member.client.get<{ centers: { id: string; logo_url: string }[] }>(
          '/api/sponsored-treatment-centers',
        )
      ).body.centers;
    expect((await centers()).find((c) => c.id === center.body.center.id)?.logo_url).toBe(url);
    const badPriority = await admin.client.put<{ field: string }>(
      `/api/admin/centers/${center.body.center.id}`,
      { ...centerInput, priority_level: 7 },
    );
    expect(badPriority.body.field).toBe('priority_level');
    // Stopped: gone from Get Help, still in the console.
    await admin.client.put(`/api/admin/centers/${center.body.center.id}`, {
      ...centerInput,
      active: false,
    });
    expect((await centers()).map((c) => c.id)).not.toContain(center.body.center.id);
    const listed = (
      await admin.client.get<{ centers: { id: string; active: boolean }[] }>(
        '/api/admin/ads-centers',
      )
    ).body.centers.find((c) => c.id === center.body.center.id);
    expect(listed?.active).toBe(false);
    const saves = (await auditOf('&action=center.save')).filter(
      (e) => e.target_id === center.body.center.id,
    );
    expect(saves.map((e) => e.after?.active)).toEqual([false, true]);
    expect(
      (await admin.client.put('/api/admin/ads/0123456789abcdef01234567', adInput)).status,
    ).toBe(404);
  });

  it('an ad outside its window is not shown', async () => {
    const past = await admin.client.post<{ ad: { id: string } }>('/api/admin/ads', {
      ...adInput,
      placement: 'bottom',
      active_from: '2020-01-01T00:00:00Z',
      active_until: '2020-02-01T00:00:00Z',
    });
    expect(past.status).toBe(201);
    const res = await member.client.get<{ ad: { id: string } | null }>(
      '/api/advertisements?placement=bottom',
    );
    expect(res.body.ad?.id).not.toBe(past.body.ad.id);
    const backwards = await admin.client.post<{ field: string }>('/api/admin/ads', {
      ...adInput,
      active_from: '2030-01-01T00:00:00Z',
      active_until: '2029-01-01T00:00:00Z',
    });
    expect(backwards.body.field).toBe('active_until');
  });

  it('imports a treatment CSV and reports skipped lines as npm run import does', async () => {
    const csv = [
      'name,latitude,longitude,resource_type,street,city,state',
      'Console Import Detox,37.7601,-122.4101,detox,10 Test St,San Francisco,CA',
      'No Position Place,,,rehab,11 Test St,San Francisco,CA',
    ].join('\n');
    const res = await admin.client.raw('/api/admin/imports?kind=treatment-csv', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', 'X-Requested-With': 'peer-support-app' },
      body: csv,
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as { imported: number; skipped: { line: number }[] };
    expect(report.imported).toBe(1);
    expect(report.skipped.map((s) => s.line)).toEqual([3]);
    const meetings = await admin.client.raw('/api/admin/imports?kind=meeting-guide', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        'X-Requested-With': 'peer-support-app',
      },
      body: '[]',
    });
    expect(meetings.status).toBe(400);
    expect(((await meetings.json()) as { error: string }).error).toMatch(/^group_type/);
    expect((await auditOf('&action=import.run')).length).toBeGreaterThan(0);
  });

  it('sums booked revenue by type, advertiser and day, and exports it as CSV', async () => {
    const center = await admin.client.post<{ center: { id: string } }>('/api/admin/centers', {
      ...centerInput,
      name: 'Revenue Test Center',
      advertiser_id: 'revenue-test',
    });
    const booked = await member.client.post('/api/revenue-events', {
      event_type: 'sponsored_click',
      center_id: center.body.center.id,
      amount: 2,
      description: 'website',
    });
    expect(booked.status).toBe(201);
    const summary = (await admin.client.get<RevenueSummary>('/api/admin/revenue')).body;
    expect(summary.by_day).toHaveLength(30);
    expect(summary.by_day.at(-1)!.amount_cents).toBeGreaterThanOrEqual(200);
    expect(
      summary.by_type.find((t) => t.key === 'sponsored_click')!.amount_cents,
    ).toBeGreaterThanOrEqual(200);
    expect(summary.by_advertiser.find((a) => a.key === 'revenue-test')).toMatchObject({
      label: 'Revenue Test Center',
      events: 1,
      amount_cents: 200,
    });
    const csv = await admin.client.raw('/api/admin/revenue.csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="revenue-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('day,event_type,advertiser,events,amount_usd');
    expect(text).toMatch(/,sponsored_click,Revenue Test Center,1,2\.00/);
  });
});
