import { describe, expect, it } from 'vitest';
import {
  NOT_ACCEPTING_TEXT,
  type ConversationPage,
  type Message,
  type MessageThread,
} from '../../../contract/messages';
import type { BlockedList } from '../../../contract/users';
import type { CommentsPage, FeedPage } from '../../../contract/social';
import { openEventStream } from '../../test/eventStream';
import { type TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * Blocking (docs/privacy-and-moderation.md, Blocking): a blocked person cannot message the
 * blocker and neither sees the other's posts or comments; the thread stays readable but closed;
 * the blocked person is not told (their sends get the same 403 as accept_messages off).
 */
const { server, make } = await serverForFile();

const send = (from: TestUser, to: TestUser, content: string) =>
  from.client.post<{ message: Message }>('/api/messages/send', {
    recipient_user_id: to.id,
    content,
  });
const block = (who: TestUser, whom: TestUser | string) =>
  who.client.post(`/api/users/${typeof whom === 'string' ? whom : whom.id}/block`);
const unblock = (who: TestUser, whom: TestUser) => who.client.delete(`/api/users/${whom.id}/block`);
const feedIds = async (who: TestUser) =>
  (await who.client.get<FeedPage>('/api/social/posts?limit=50')).body.posts.map((p) => p.id);

describe('blocking', () => {
  it('closes the thread both ways with the same silent 403, keeps it readable, and reopens on unblock', async () => {
    const [ana, ben] = await make.users(2);
    expect((await send(ben!, ana!, 'hey')).status).toBe(201);
    expect((await block(ana!, ben!)).status).toBe(200);

    const fromBen = await send(ben!, ana!, 'why no answer?');
    expect(fromBen.status).toBe(403);
    expect(fromBen.body).toEqual({ error: NOT_ACCEPTING_TEXT });
    const fromAna = await send(ana!, ben!, 'please stop');
    expect(fromAna.status).toBe(403);

    // Readable for both; the blocker sees that they blocked, the blocked person does not.
    const anaView = await ana!.client.get<ConversationPage>(`/api/messages/thread/${ben!.id}`);
    expect(anaView.body.messages.map((m) => m.content)).toEqual(['hey']);
    expect(anaView.body.other_user.blocked).toBe(true);
    const benView = await ben!.client.get<ConversationPage>(`/api/messages/thread/${ana!.id}`);
    expect(benView.status).toBe(200);
    expect(benView.body.other_user.blocked).toBe(false);
    const anaThreads = await ana!.client.get<{ threads: MessageThread[] }>('/api/messages/threads');
    expect(anaThreads.body.threads[0]).toMatchObject({ other_user_id: ben!.id, blocked: true });

    // Reactions are closed too.
    const msgId = anaView.body.messages[0]!.id;
    expect(
      (await ana!.client.post(`/api/messages/${msgId}/reactions`, { emoji: '👍' })).status,
    ).toBe(403);

    expect((await unblock(ana!, ben!)).status).toBe(200);
    expect((await send(ben!, ana!, 'sorry')).status).toBe(201);
    expect((await send(ana!, ben!, 'ok')).status).toBe(201);
  });

  it("hides each one's posts and comments from the other, and no one else's", async () => {
    const [ana, ben, cai] = await make.users(3);
    const anaPost = await make.post(ana!, { content: 'ana writes' });
    const benPost = await make.post(ben!, { content: 'ben writes' });
    const caiPost = await make.post(cai!, { content: 'cai writes' });
    expect(
      (await ben!.client.post(`/api/social/posts/${caiPost}/comments`, { content: 'ben comments' }))
        .status,
    ).toBe(201);
    expect(await feedIds(ana!)).toEqual(expect.arrayContaining([benPost, caiPost]));

    await block(ana!, ben!);
    const anaSees = await feedIds(ana!);
    expect(anaSees).toContain(caiPost);
    expect(anaSees).not.toContain(benPost);
    const benSees = await feedIds(ben!);
    expect(benSees).not.toContain(anaPost);
    expect(benSees).toContain(caiPost);
    // A blocked person's post is not found by id either, and their comments are not shown.
    expect((await ben!.client.get(`/api/social/posts/${anaPost}/comments`)).status).toBe(404);
    const comments = await ana!.client.get<CommentsPage>(`/api/social/posts/${caiPost}/comments`);
    expect(comments.body.comments).toEqual([]);
    const caiComments = await cai!.client.get<CommentsPage>(
      `/api/social/posts/${caiPost}/comments`,
    );
    expect(caiComments.body.comments.map((c) => c.content)).toEqual(['ben comments']);

    await unblock(ana!, ben!);
    expect(await feedIds(ana!)).toContain(benPost);
    expect(await feedIds(ben!)).toContain(anaPost);
  });

  it('shows no presence across a block, and no reactor names', async () => {
    const [ana, ben] = await make.users(2);
    // Peers, who see each other's presence until the block.
    await send(ben!, ana!, 'hello');
    await send(ana!, ben!, 'hello back');
    const anaPost = await make.post(ana!, { content: 'ana shares' });
    expect(
      (await ben!.client.post(`/api/social/posts/${anaPost}/like`, { reaction: 'love' })).status,
    ).toBe(200);
    const stream = await openEventStream(ben!.client); // Ben online
    await expect
      .poll(async () => {
        const res = await ana!.client.get<{ threads: MessageThread[] }>('/api/messages/threads');
        return res.body.threads[0]?.presence.online;
      })
      .toBe(true);

    await block(ana!, ben!);
    const threads = await ana!.client.get<{ threads: MessageThread[] }>('/api/messages/threads');
    expect(threads.body.threads[0]!.presence).toEqual({ online: false, last_seen: null });
    const benSide = await ben!.client.get<ConversationPage>(`/api/messages/thread/${ana!.id}`);
    expect(benSide.body.other_user.presence).toEqual({ online: false, last_seen: null });
    const reactors = await ana!.client.get<{ likes: unknown[] }>(
      `/api/social/posts/${anaPost}/likes`,
    );
    expect(reactors.body.likes).toEqual([]);
    await stream.close();
  });

  it('lists whom the viewer blocked, most recent first, with their shown names', async () => {
    const [ana, ben, cai] = await make.users(3);
    await block(ana!, ben!);
    await block(ana!, cai!);
    await block(ana!, cai!); // twice is once
    const list = await ana!.client.get<BlockedList>('/api/users/blocked');
    expect(list.status).toBe(200);
    expect(list.body.blocked).toEqual([
      { user_id: cai!.id, display_name: cai!.name },
      { user_id: ben!.id, display_name: ben!.name },
    ]);
    // The blocked person's own list says nothing about it.
    expect((await ben!.client.get<BlockedList>('/api/users/blocked')).body.blocked).toEqual([]);
  });

  it('refuses yourself (400), nobody (404), a malformed id (404), and needs a session (401)', async () => {
    const ana = await make.user();
    const self = await block(ana, ana);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'You cannot block yourself.' });
    const nobody = await block(ana, '0123456789abcdef01234567');
    expect(nobody.status).toBe(404);
    expect(nobody.body).toEqual({ error: 'Person not found.' });
    expect((await block(ana, 'zzz')).status).toBe(404);
    expect((await server.client().post(`/api/users/${ana.id}/block`)).status).toBe(401);
    expect((await server.client().get('/api/users/blocked')).status).toBe(401);
  });
});
