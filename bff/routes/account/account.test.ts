import { Types } from 'mongoose';
import { describe, expect, inject, it } from 'vitest';
import { DELETED_ACCOUNT_NAME, EXPORT_SECTIONS } from '../../../contract/account';
import type { ConversationPage, MessageThread } from '../../../contract/messages';
import type { FeedPage } from '../../../contract/social';
import { pagedLists } from '../../db/pagedList';
import { engineSeam, type EngineName } from '../../db/seam';
import { openEventStream } from '../../test/eventStream';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

const { server, make } = await serverForFile();
const { models, conn } = server.db;
const oid = (id: string) => new Types.ObjectId(id);
/** A conversation's `_id`: the two user ids, sorted (bff/models/thread.ts). */
const pairKey = (a: string, b: string) => [a, b].sort().join(':');

type ExportFile = Record<string, unknown> & {
  account: { email: string };
  posts: { content: string }[];
  comments: { content: string }[];
  reactions: { reaction: string }[];
  reports: Record<string, unknown>[];
  blocks: { display_name: string }[];
  conversations: { with: string; messages: { text: string; from: string }[] }[];
  location: { area_latitude: number } | null;
  sessions: { device: string }[];
  store_interest: unknown;
  support_requests: { message: string }[];
  complete: boolean;
};

const deleteAccount = (who: TestUser, body: unknown = { confirm: 'DELETE' }) =>
  who.client.json<{ deleted?: boolean; error?: string }>('DELETE', '/api/account', body);
const send = (from: TestUser, to: TestUser, content: string) =>
  from.client.post('/api/messages/send', { recipient_user_id: to.id, content });
const comment = (who: TestUser, postId: string, content: string) =>
  who.client.post(`/api/social/posts/${postId}/comments`, { content });
const react = (who: TestUser, postId: string, reaction = 'love') =>
  who.client.post(`/api/social/posts/${postId}/like`, { reaction });

describe('GET /api/account/export', () => {
  it('answers a dated JSON attachment of everything about the person, and nothing of others', async () => {
    const [ana, ben, cy] = await make.users(3);
    await ana!.client.put('/api/profile/location', { latitude: 40.71, longitude: -74.0 });
    const cyArea = await cy!.client.put<{ location: { latitude: number } }>(
      '/api/profile/location',
      { latitude: 51.5, longitude: -0.12 },
    );
    const anaPost = await make.post(ana!, { content: 'ana-own-post' });
    const benPost = await make.post(ben!, { content: 'ben-public-post' });
    await make.post(ben!, { content: 'ben-private-post', privacy: 'private' });
    await comment(ana!, benPost, 'ana-comment');
    await react(ana!, benPost, 'strong');
    await ana!.client.post(`/api/social/posts/${benPost}/report`, { reason: 'ana-report-reason' });
    await ana!.client.post(`/api/users/${cy!.id}/block`);
    await send(ana!, ben!, 'ana-to-ben');
    const benMessage = await send(ben!, ana!, 'ben-to-ana');
    await ana!.client.post(`/api/users/${ben!.id}/report`, { reason: 'ana-reports-ben' });
    await ana!.client.post(
      `/api/messages/${(benMessage.body as { message: { id: string } }).message.id}/report`,
      {
        reason: 'ana-reports-a-message',
      },
    );
    await ana!.client.post('/api/store/interest');

    const res = await ana!.client.raw('/api/account/export', {
      headers: { 'X-Requested-With': 'peer-support-app' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="peer-support-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    const text = await res.text();
    const file = JSON.parse(text) as ExportFile;
    expect(file.complete).toBe(true);
    expect(file.account.email).toBe(ana!.email);
    expect(file.posts.map((p) => p.content)).toEqual(['ana-own-post']);
    expect(file.comments.map((c) => c.content)).toEqual(['ana-comment']);
    expect(file.reactions.map((r) => r.reaction)).toEqual(['strong']);
    expect(file.reports).toEqual([
      expect.objectContaining({ about: 'post', post_id: benPost, reason: 'ana-report-reason' }),
      expect.objectContaining({ about: 'user', person: ben!.name, reason: 'ana-reports-ben' }),
      expect.objectContaining({
        about: 'message',
        reason: 'ana-reports-a-message',
        reported_words: 'ben-to-ana',
      }),
    ]);
    expect(Object.keys(file)).toEqual(['about', ...EXPORT_SECTIONS, 'complete']);
    expect(file.blocks).toEqual([{ display_name: cy!.name }]);
    expect(file.location?.area_latitude).toBeCloseTo(40.71, 1);
    expect(file.conversations).toEqual([
      {
        with: ben!.name,
        messages: [
          expect.objectContaining({ text: 'ana-to-ben', from: 'me' }),
          expect.objectContaining({ text: 'ben-to-ana', from: 'them' }),
        ],
      },
    ]);
    expect(file.store_interest).toMatchObject({ notify_when_store_opens: true });
    expect(file.sessions.length).toBeGreaterThanOrEqual(1);
    // Nothing of anyone else beyond a display name: no email, no private post, no location.
    for (const secret of [ben!.email, cy!.email, 'ben-private-post', cy!.id, ben!.id])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(`: ${cyArea.body.location.latitude}`);
    expect(anaPost).not.toBe(benPost);
  });

  it('needs a session (401) and the app itself (403 from another site)', async () => {
    expect((await server.client().get('/api/account/export')).status).toBe(401);
    const ana = await make.user();
    const cross = await ana.client.raw('/api/account/export', {
      headers: { 'Sec-Fetch-Site': 'same-site' },
    });
    expect(cross.status).toBe(403);
  });

  it('streams a conversation of 100,000 messages without holding it, whole and in order', async () => {
    const [ana, ben] = await make.users(2);
    const pair = pairKey(ana!.id, ben!.id);
    const lists = pagedLists(conn, engineSeam(conn, inject('dbEngine') as EngineName));
    const side = pair.startsWith(ana!.id) ? 0 : 1;
    const N = 100_000;
    const t0 = Date.now() - N * 1000;
    const refs = Array.from({ length: N }, (_, i) => ({ s: side, c: `m${i}`, t: t0 + i * 1000 }));
    for (let i = 0; i < N; i += 10_000)
      await lists.appendMany(`m:${pair}`, refs.slice(i, i + 10_000));
    await models.Thread.create({
      _id: pair,
      user_ids: [oid(ana!.id), oid(ben!.id)],
      wrote_0: true,
    });
    await models.Inbox.create({
      _id: ana!.id,
      threads: { [ben!.id]: JSON.stringify({ last: 'x', at: Date.now(), mine: true }) },
      names: { [ben!.id]: ben!.name },
    });

    const res = await ana!.client.raw('/api/account/export', {
      headers: { 'X-Requested-With': 'peer-support-app' },
    });
    expect(res.status).toBe(200);
    // Streamed: no length known in advance, sent in many parts as pages are read.
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let parts = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts++;
      text += decoder.decode(value, { stream: true });
    }
    expect(parts).toBeGreaterThan(10);
    const file = JSON.parse(text) as ExportFile;
    const messages = file.conversations[0]!.messages;
    expect(messages).toHaveLength(N);
    expect(messages[0]!.text).toBe('m0');
    expect(messages[N - 1]!.text).toBe(`m${N - 1}`);
    expect(file.complete).toBe(true);
  }, 120_000);
});

describe('DELETE /api/account', () => {
  it('refuses anything but { confirm: "DELETE" } with 400, and changes nothing', async () => {
    const ana = await make.user();
    for (const body of [
      {},
      { confirm: 'delete' },
      { confirm: 'yes' },
      'DELETE',
      { confirm: true },
    ]) {
      const res = await deleteAccount(ana, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/confirm|DELETE|body/);
    }
    expect((await ana.client.get('/api/users/me')).status).toBe(200);
    expect(await models.Profile.exists({ _id: oid(ana.id) })).not.toBeNull();
  });

  it('needs a session (401)', async () => {
    const res = await server.client().json('DELETE', '/api/account', { confirm: 'DELETE' });
    expect(res.status).toBe(401);
  });

  it('erases the person everywhere at once, keeps counters right, and leaves others whole', async () => {
    const [ana, ben, cy] = await make.users(3);
    const anaPost = await make.post(ana!, { content: 'ana-post' });
    const benPost = await make.post(ben!, { content: 'ben-post' });
    await comment(ana!, benPost, 'ana-comment');
    await comment(cy!, benPost, 'cy-comment');
    await react(ana!, benPost, 'love');
    await react(cy!, benPost, 'love');
    await comment(ben!, anaPost, 'ben-on-ana');
    await ben!.client.post(`/api/social/posts/${anaPost}/report`, { reason: 'ben-reports-ana' });
    await ana!.client.post(`/api/social/posts/${benPost}/report`, { reason: 'ana-reports-ben' });
    await ana!.client.post(`/api/users/${cy!.id}/block`);
    await ana!.client.put('/api/profile/location', { latitude: 40.71, longitude: -74.0 });
    await send(ben!, ana!, 'ben-first');
    await send(ana!, ben!, 'ana-reply-1');
    await send(ana!, ben!, 'ana-reply-2');
    const live = await openEventStream(ana!.client);

    const res = await deleteAccount(ana!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect((await live.next('signed_out', 10_000)).data).toMatchObject({
      reason: 'account_deleted',
    });
    expect(await models.AccountDeletion.exists({ _id: ana!.id })).toBeNull();

    // Signed out: the session is gone and the account with it.
    expect((await ana!.client.get('/api/users/me')).status).toBe(401);
    expect(await models.User.exists({ _id: oid(ana!.id) })).toBeNull();
    for (const model of [models.Profile, models.Session, models.Comment, models.Reaction] as const)
      expect(
        await (model as typeof models.Comment).exists({
          [model === models.Profile ? '_id' : 'user_id']: oid(ana!.id),
        }),
      ).toBeNull();
    expect(await models.Post.exists({ author_id: oid(ana!.id) })).toBeNull();
    expect(await models.Block.findById(cy!.id).lean()).toMatchObject({ blocked_by: [] });

    // The feed and Ben's post: Ana's post gone, counters as if she never was.
    const feed = await ben!.client.get<FeedPage>('/api/social/posts');
    expect(feed.body.posts.map((p) => p.content)).not.toContain('ana-post');
    const post = await models.Post.findById(benPost).lean();
    expect(post).toMatchObject({ comments_count: 1, likes_count: 1 });
    expect(post?.reactions?.love).toBe(1);
    const comments = await ben!.client.get<{ comments: { content: string }[] }>(
      `/api/social/posts/${benPost}/comments`,
    );
    expect(comments.body.comments.map((c) => c.content)).toEqual(['cy-comment']);
    const reactors = await ben!.client.get<{ user_id: string }[]>(
      `/api/social/posts/${benPost}/likes`,
    );
    expect(JSON.stringify(reactors.body)).not.toContain(ana!.id);

    // Ben's thread: 'Deleted account', her messages gone, his own kept, nothing unread.
    const threads = await ben!.client.get<{ threads: MessageThread[] } | MessageThread[]>(
      '/api/messages/threads',
    );
    const list = Array.isArray(threads.body) ? threads.body : threads.body.threads;
    const thread = list.find((t) => t.other_user_id === ana!.id);
    expect(thread).toMatchObject({ other_user_name: DELETED_ACCOUNT_NAME, unread_count: 0 });
    const conv = await ben!.client.get<ConversationPage>(`/api/messages/thread/${ana!.id}`);
    expect(conv.body.other_user).toMatchObject({
      display_name: DELETED_ACCOUNT_NAME,
      deleted: true,
    });
    expect(conv.body.messages.map((m) => m.content)).toEqual(['ben-first']);
    const page = await conn
      .collection('list_pages')
      .findOne({ _id: `m:${pairKey(ana!.id, ben!.id)}:p:0000000000` as never });
    expect(JSON.stringify(page)).toContain('ben-first');
    expect(JSON.stringify(page)).not.toContain('ana-reply');
    expect((await send(ben!, ana!, 'anyone there?')).status).toBe(404);

    // Reports: the one about her post keeps its words; hers stays, without her.
    const reportCase = await models.ModerationCase.findById(`post:${anaPost}`).lean();
    expect(reportCase?.snapshot?.content).toBe('ana-post');
    const hers = await models.ModerationCase.findById(`post:${benPost}`).lean();
    expect(hers?.reporter_ids).toHaveLength(1);
    expect(hers?.reporter_ids).not.toContain(ana!.id);
    expect(await models.Report.exists({ reporter_id: oid(ana!.id) })).toBeNull();
    expect(await models.Report.exists({ reason: 'ana-reports-ben' })).not.toBeNull();

    // No list of references anywhere still holds her id (the feed's, reactors', threads'). The
    // conversation Ben keeps is still named by the pair of ids, an id that now points at nothing.
    const pages = await conn.collection<{ _id: string }>('list_pages').find({}).toArray();
    const stored = pages.map((p) => (p._id.startsWith('m:') ? { ...p, _id: 'm:' } : p));
    expect(JSON.stringify(stored)).not.toContain(ana!.id);
  });

  it('takes them off the map and out of their peers’ support requests', async () => {
    const ana = await make.user({ profile: { support_status: 'both' } });
    const ben = await make.user({ profile: { support_status: 'both' } });
    await ana.client.put('/api/profile/location', { latitude: 47.61, longitude: -122.33 });
    await ben.client.put('/api/profile/location', { latitude: 47.62, longitude: -122.34 });
    const peersOfBen = async () =>
      (await ben.client.get<{ peers: { user_id: string }[] }>('/api/map/peers')).body.peers.map(
        (p) => p.user_id,
      );
    const incomingOfBen = async () =>
      (
        await ben.client.get<{ requests: { requester_id: string }[] }>(
          '/api/support-requests/incoming',
        )
      ).body.requests.map((r) => r.requester_id);
    expect(
      (await ana.client.post('/api/support-requests', { message: 'A hard night.' })).status,
    ).toBe(201);
    expect(await peersOfBen()).toContain(ana.id);
    expect(await incomingOfBen()).toContain(ana.id);
    // Ben asked too, and Ana was told of it and answered.
    expect((await ben.client.post('/api/support-requests', { message: 'Me too.' })).status).toBe(
      201,
    );
    const benRequest = await models.SupportRequest.findOne({ requester_id: ben.id }).lean();
    expect(benRequest?.targets).toContain(ana.id);
    expect(
      (await ana.client.post(`/api/support-requests/${String(benRequest!._id)}/respond`)).status,
    ).toBe(200);
    const benLive = await openEventStream(ben.client);

    expect((await deleteAccount(ana)).status).toBe(200);
    // Ben's card of her request goes at once, without a reload.
    expect((await benLive.next('support_request_closed', 10_000)).data).toMatchObject({
      id: expect.any(String),
    });
    const benAfter = await models.SupportRequest.findById(benRequest!._id).lean();
    expect(benAfter?.targets).not.toContain(ana.id);
    expect(benAfter?.responders ?? []).not.toContain(ana.id);
    expect(await peersOfBen()).not.toContain(ana.id);
    expect(await incomingOfBen()).not.toContain(ana.id);
    const cells = await conn.collection('map_cells').find({}).toArray();
    expect(JSON.stringify(cells)).not.toContain(ana.id);
    expect(await models.SupportRequest.exists({ requester_id: ana.id })).toBeNull();
  });

  it('is safe to ask twice at once, from two of their browsers: one deletion, done once', async () => {
    const ana = await make.user();
    const other = server.client();
    await other.signIn(ana.email, ana.name);
    const ben = await make.user();
    const benPost = await make.post(ben, { content: 'ben-post-twice' });
    await react(ana, benPost, 'like');
    await comment(ana, benPost, 'ana-twice');
    const answers = await Promise.all([
      deleteAccount(ana),
      other.json<{ deleted?: boolean }>('DELETE', '/api/account', { confirm: 'DELETE' }),
    ]);
    // Whichever came second found the person already signed out (401) or joined the same job.
    expect(answers.map((a) => a.status).sort()).toSatisfy(
      (s: number[]) => s[0] === 200 && (s[1] === 200 || s[1] === 401),
    );
    expect(await models.AccountDeletion.exists({ _id: ana.id })).toBeNull();
    expect(await models.Post.findById(benPost).lean()).toMatchObject({
      comments_count: 0,
      likes_count: 0,
    });
  });

  it('signing in again with the same account starts a fresh, empty one', async () => {
    const ana = await make.user();
    await make.post(ana, { content: 'before' });
    expect((await deleteAccount(ana)).status).toBe(200);
    const again = server.client();
    await again.signIn(ana.email, ana.name);
    const me = await again.get<{ id: string }>('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.id).not.toBe(ana.id);
    const profile = await again.get<{ profile: { display_name?: string } | null }>('/api/profile');
    expect(JSON.stringify(profile.body)).not.toContain('before');
    expect(
      await models.Profile.exists({ _id: oid(me.body.id), display_name: ana.name }),
    ).toBeNull();
  });
});
