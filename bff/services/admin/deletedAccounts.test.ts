import { describe, expect, inject, it } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../../contract/account';
import type {
  AdminCounts,
  AuditPage,
  ContactMessagesPage,
  PendingPostsPage,
  ReportCase,
  ReportCasesPage,
} from '../../../contract/admin';
import type { Message } from '../../../contract/messages';
import { pagedLists } from '../../db/pagedList';
import { engineSeam, type EngineName } from '../../db/seam';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';
import { auditLog } from './audit';
import { contactMessages } from './contactMessages';
import { ERASED_POST_LABEL } from './postModeration';
import { QUEUES } from './queues';

/**
 * Moderators work every case after the person it is about, or who reported it, deleted their
 * account (docs/privacy-and-moderation.md, Delete my account): a case about an erased post closes,
 * a reported message keeps its words, a deleted person is named 'Deleted account', and the
 * Contact queue forgets what they sent.
 */
const { server, make } = await serverForFile();
const { models, conn } = server.db;
const seam = engineSeam(conn, inject('dbEngine') as EngineName);
const admin = await make.user({ admin: true, name: 'Mod' });

const deleteAccount = async (who: TestUser) => {
  const res = await who.client.json('DELETE', '/api/account', { confirm: 'DELETE' });
  expect(res.status).toBe(200);
  expect(await models.AccountDeletion.exists({ _id: who.id })).toBeNull();
};
const counts = async () => (await admin.client.get<AdminCounts>('/api/admin/counts')).body;
const openCases = async () =>
  (await admin.client.get<ReportCasesPage>('/api/admin/reports?limit=50')).body.cases;
const openCase = async (id: string): Promise<ReportCase | undefined> =>
  (await openCases()).find((c) => c.id === id);
const pendingPosts = async () =>
  (await admin.client.get<PendingPostsPage>('/api/admin/pending-posts?limit=50')).body.posts;
const auditOf = async (targetId: string) =>
  (await admin.client.get<AuditPage>('/api/admin/audit?limit=50')).body.entries.filter(
    (e) => e.target_id === targetId,
  );
const send = async (from: TestUser, to: TestUser, content: string) => {
  const res = await from.client.post<{ message: Message }>('/api/messages/send', {
    recipient_user_id: to.id,
    content,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.message;
};

describe('a case about a post erased with its author’s account', () => {
  it('is listed from its snapshot, and approving closes it once, audited without the words', async () => {
    const author = await make.user();
    const postId = await make.post(author, { content: 'erased-post-words to approve' });
    for (const p of await make.users(2))
      await p.client.post(`/api/social/posts/${postId}/report`, { reason: 'Spam' });
    const before = await counts();
    await deleteAccount(author);
    expect(await models.Post.exists({ _id: postId })).toBeNull();

    // Still waiting, in both tabs, as the case kept it; the Posts tab count matches what it lists.
    expect(await counts()).toMatchObject({ posts: before.posts, reports: before.reports });
    expect((await pendingPosts()).filter((p) => p.id === postId)).toEqual([
      expect.objectContaining({
        display_name: DELETED_ACCOUNT_NAME,
        content: 'erased-post-words to approve',
        held: false,
        reports_count: 2,
      }),
    ]);
    expect(await openCase(`post:${postId}`)).toMatchObject({
      subject_name: DELETED_ACCOUNT_NAME,
      subject_user_id: null,
      preview: { kind: 'post', content: 'erased-post-words to approve', post_status: 'deleted' },
    });

    expect((await admin.client.post(`/api/admin/posts/${postId}/approve`)).status).toBe(200);
    expect(await openCase(`post:${postId}`)).toBeUndefined();
    expect((await pendingPosts()).map((p) => p.id)).not.toContain(postId);
    expect(await counts()).toMatchObject({ posts: before.posts - 1, reports: before.reports - 1 });
    const entries = await auditOf(postId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'post.approve',
        target_label: ERASED_POST_LABEL,
        before: expect.objectContaining({ status: 'deleted', case: 'open' }),
        after: expect.objectContaining({ status: 'deleted', case: 'dismissed' }),
        undoable: true,
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('erased-post-words');

    // A second decision finds nothing open: nothing moves, nothing more is audited.
    expect((await admin.client.post(`/api/admin/posts/${postId}/reject`)).status).toBe(200);
    expect(await counts()).toMatchObject({ posts: before.posts - 1, reports: before.reports - 1 });
    expect(await auditOf(postId)).toHaveLength(1);
  });

  it('is hidden from the Reports tab, and the undo puts it back in the queue', async () => {
    const author = await make.user();
    const postId = await make.post(author, { content: 'erased-post-words to hide' });
    const [reporter] = await make.users(1);
    await reporter!.client.post(`/api/social/posts/${postId}/report`, { reason: 'Unkind' });
    await deleteAccount(author);
    const before = await counts();

    const hide = await admin.client.post(
      `/api/admin/reports/${encodeURIComponent(`post:${postId}`)}/hide`,
    );
    expect(hide.status).toBe(200);
    expect(await openCase(`post:${postId}`)).toBeUndefined();
    expect(await counts()).toMatchObject({ posts: before.posts - 1, reports: before.reports - 1 });
    const [entry] = await auditOf(postId);
    expect(entry).toMatchObject({
      action: 'post.reject',
      after: expect.objectContaining({ status: 'deleted', case: 'hidden' }),
    });

    expect((await admin.client.post(`/api/admin/audit/${entry!.id}/undo`)).status).toBe(200);
    expect(await openCase(`post:${postId}`)).toBeDefined();
    expect(await counts()).toMatchObject({ posts: before.posts, reports: before.reports });
  });

  it('a post that never existed is still 404', async () => {
    const res = await admin.client.post('/api/admin/posts/0123456789abcdef01234567/reject');
    expect(res.status).toBe(404);
  });
});

describe('a reported message whose sender deleted their account', () => {
  it('shows the reported words as kept, the sender as Deleted account, and can be dismissed', async () => {
    const [ana, ben] = await make.users(2);
    await send(ben!, ana!, 'ben-context-before');
    await send(ana!, ben!, 'ana-context');
    const reported = await send(ben!, ana!, 'ben-reported-words');
    await send(ana!, ben!, 'ana-answer');
    expect(
      (await ana!.client.post(`/api/messages/${reported.id}/report`, { reason: 'Threat' })).status,
    ).toBe(201);
    await deleteAccount(ben!);

    const kase = await openCase(`message:${reported.id}`);
    expect(kase).toMatchObject({ subject_name: DELETED_ACCOUNT_NAME, subject_user_id: null });
    const shown = kase?.preview.kind === 'message' ? kase.preview.messages : [];
    // His other erased messages have no words left to show; hers stay, under her name.
    expect(shown.map((m) => [m.sender_name, m.content, m.is_reported])).toEqual([
      [ana!.name, 'ana-context', false],
      [DELETED_ACCOUNT_NAME, 'ben-reported-words', true],
      [ana!.name, 'ana-answer', false],
    ]);
    expect(shown.find((m) => m.is_reported)?.created_at).toBe(reported.created_at);

    const caseUrl = `/api/admin/reports/${encodeURIComponent(kase!.id)}`;
    expect((await admin.client.post(`${caseUrl}/dismiss`)).status).toBe(200);
    expect(await openCase(kase!.id)).toBeUndefined();
    expect((await auditOf(reported.id)).map((e) => e.action)).toEqual(['report.dismiss']);
  });

  it('when both people left, the reported message still shows alone, from the report', async () => {
    const [ana, ben] = await make.users(2);
    const reported = await send(ben!, ana!, 'words-of-a-gone-conversation');
    await ana!.client.post(`/api/messages/${reported.id}/report`, { reason: 'Harassment' });
    await deleteAccount(ben!);
    // The reporter leaves too: the conversation is removed whole, her report stays under a stand-in.
    await deleteAccount(ana!);

    const kase = await openCase(`message:${reported.id}`);
    expect(kase?.preview).toEqual({
      kind: 'message',
      messages: [
        expect.objectContaining({
          id: reported.id,
          sender_name: DELETED_ACCOUNT_NAME,
          content: 'words-of-a-gone-conversation',
          is_reported: true,
        }),
      ],
    });
    const hide = await admin.client.post(`/api/admin/reports/${encodeURIComponent(kase!.id)}/hide`);
    expect(hide.status).toBe(200);
    expect(await openCase(kase!.id)).toBeUndefined();
  });
});

describe('a reported person who deleted their account', () => {
  it('is named Deleted account, with no one to suspend, and the case can be dismissed', async () => {
    const dee = await make.user({ profile: { bio: 'dee-bio-words' } });
    const [cy] = await make.users(1);
    await cy!.client.post(`/api/users/${dee.id}/report`, { reason: 'Fake profile' });
    const named = await openCase(`user:${dee.id}`);
    expect(named).toMatchObject({ subject_name: dee.name, subject_user_id: dee.id });
    await deleteAccount(dee);

    const kase = await openCase(`user:${dee.id}`);
    expect(kase).toMatchObject({
      subject_name: DELETED_ACCOUNT_NAME,
      subject_user_id: null,
      subject_suspended: false,
      preview: { kind: 'user', display_name: DELETED_ACCOUNT_NAME, bio: '' },
    });
    const caseUrl = `/api/admin/reports/${encodeURIComponent(kase!.id)}`;
    expect((await admin.client.post(`${caseUrl}/dismiss`)).status).toBe(200);
    expect(await openCase(kase!.id)).toBeUndefined();
    expect((await auditOf(dee.id)).map((e) => e.action)).toEqual(['report.dismiss']);
  });
});

describe('contactMessages.forgetSender', () => {
  const service = contactMessages(models, conn, seam, auditLog(models, conn, seam));
  const listed = async () =>
    (await admin.client.get<ContactMessagesPage>('/api/admin/contact-messages?limit=50')).body
      .messages;
  const write = async (who: TestUser, subject: string) =>
    expect(
      (await who.client.post('/api/contact-messages', { subject, message: `${subject} body` }))
        .status,
    ).toBe(201);

  it('takes their messages out of the queue and the unread ones off the count, once', async () => {
    const [writer, other] = await make.users(2);
    await write(writer!, 'forget-me read');
    await write(writer!, 'forget-me unread 1');
    await write(writer!, 'forget-me unread 2');
    await write(other!, 'keep-me');
    const read = (await listed()).find((m) => m.subject === 'forget-me read')!;
    await admin.client.post(`/api/admin/contact-messages/${read.id}/read`);
    const ids = (await listed()).filter((m) => m.subject.startsWith('forget-me')).map((m) => m.id);
    expect(ids).toHaveLength(3);
    const unread = (await counts()).messages;

    expect(await service.forgetSender(writer!.id)).toEqual({ removed: 3, unread: 2 });
    expect((await counts()).messages).toBe(unread - 2);
    expect((await listed()).map((m) => m.subject)).not.toContain('forget-me unread 1');
    expect((await listed()).map((m) => m.subject)).toContain('keep-me');
    expect(await models.ContactMessage.exists({ user_id: writer!.id })).toBeNull();
    // Their references left the queue's pages too.
    const refs: string[] = [];
    for await (const page of pagedLists(conn, seam).eachPage<{ id: string }>(QUEUES.contact))
      refs.push(...page.map((r) => r.id));
    for (const id of ids) expect(refs).not.toContain(id);

    // Run again (a resumed deletion): nothing left, nothing moves.
    expect(await service.forgetSender(writer!.id)).toEqual({ removed: 0, unread: 0 });
    expect((await counts()).messages).toBe(unread - 2);
  });

  it('runs in the deletion itself: the count comes down when the account is deleted', async () => {
    const writer = await make.user();
    await write(writer, 'deleted-writer unread');
    const before = (await counts()).messages;
    await deleteAccount(writer);
    expect((await counts()).messages).toBe(before - 1);
    expect((await listed()).map((m) => m.subject)).not.toContain('deleted-writer unread');
  });
});
