import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CommentsPage, FeedPage, Post, ReactionResult } from '../../../contract/social';
import { createApp } from '../../app';
import { pagedLists } from '../../db/pagedList';
import { engineSeam, type EngineName } from '../../db/seam';
import { silentLogger } from '../../logger';
import { FEED_LIST, type FeedRef } from '../../services/social/lists';
import { startTestServer, TestClient, type TestServer } from '../../test/harness';
import { serverForFile } from '../../test/serverForFile';
import { itNeedsAtomicUpdates } from '../../test/strategy';

const { server, make } = await serverForFile();
let ana: TestClient;
let ben: TestClient;
let cai: TestClient;
let admin: TestClient;
let ids: Record<string, string>;

beforeAll(async () => {
  const people = {
    ana: await make.user({ name: 'Ana' }),
    ben: await make.user({ name: 'Ben' }),
    cai: await make.user({ name: 'Cai' }),
    admin: await make.user({ name: 'Mod', admin: true }),
  };
  ({ ana, ben, cai, admin } = {
    ana: people.ana.client,
    ben: people.ben.client,
    cai: people.cai.client,
    admin: people.admin.client,
  });
  ids = Object.fromEntries(Object.entries(people).map(([k, p]) => [k, p.id]));
  // Ana and Ben have a message thread: they are peers for 'friends' posts.
  await make.peers(people.ana, people.ben);
});

const post = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await client.post<{ post: Post }>('/api/social/posts', body);
  expect(res.status).toBe(201);
  return res.body.post;
};
const feedOf = async (client: TestClient, query = '') =>
  (await client.get<FeedPage>(`/api/social/posts${query}`)).body;
const react = (client: TestClient, id: string, reaction: string) =>
  client.post<ReactionResult>(`/api/social/posts/${id}/like`, { reaction });

/** Another app instance (another BFF) over the same database as `on`; clients share cookies. */
async function secondApp(on: TestServer) {
  const app = createApp(on.config, {
    db: on.db,
    engine: inject('dbEngine'),
    log: silentLogger,
  });
  const http: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    /** The same browser (cookies) talking to the other instance. */
    as(client: TestClient) {
      const other = new TestClient(url);
      other.jar.store(
        new Response(null, { headers: { 'Set-Cookie': `sid=${client.jar.get('sid')}` } }),
      );
      return other;
    },
    client: () => new TestClient(url),
    close: async () => {
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
    },
  };
}
const listsOf = (on: TestServer) =>
  pagedLists(on.db.conn, engineSeam(on.db.conn, inject('dbEngine') as EngineName));

describe('POST /api/social/posts', () => {
  it('creates a text post with the documented fields', async () => {
    const p = await post(ana, {
      content: '  Thirty days today.  ',
      privacy: 'public',
      post_type: 'text',
    });
    expect(p).toMatchObject({
      user_id: ids.ana,
      content: 'Thirty days today.',
      display_name: 'Ana',
      likes_count: 0,
      comments_count: 0,
      user_liked: false,
      user_reaction: null,
      privacy: 'public',
      post_type: 'text',
      milestone_days: null,
      status: 'published',
      reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, strong: 0 },
    });
    expect(new Date(p.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('creates a milestone from the milestone form', async () => {
    const p = await post(ana, {
      content: '🎉 90 days in recovery!',
      post_type: 'milestone',
      milestone_type: 'days_in_recovery',
      milestone_days: 90,
      privacy: 'public',
    });
    expect(p).toMatchObject({ post_type: 'milestone', milestone_days: 90 });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['missing content', { privacy: 'public' }, 'content is required.'],
    ['blank content', { content: '   ' }, 'content cannot be blank.'],
    ['content not text', { content: 12 }, 'content must be text.'],
    ['too long', { content: 'x'.repeat(5001) }, 'content must be at most 5000 characters.'],
    [
      'unknown privacy',
      { content: 'hi', privacy: 'everyone' },
      'privacy must be one of public, friends, private.',
    ],
    [
      'unknown post_type',
      { content: 'hi', post_type: 'poll' },
      'post_type must be text or milestone.',
    ],
    [
      'milestone without days',
      { content: 'hi', post_type: 'milestone', milestone_type: 'days_in_recovery' },
      'milestone_days is required for a milestone.',
    ],
    [
      'milestone without type',
      { content: 'hi', post_type: 'milestone', milestone_days: 5 },
      'milestone_type is required for a milestone.',
    ],
    [
      'zero days',
      {
        content: 'hi',
        post_type: 'milestone',
        milestone_type: 'days_in_recovery',
        milestone_days: 0,
      },
      'milestone_days must be a positive number.',
    ],
    [
      'fractional days',
      {
        content: 'hi',
        post_type: 'milestone',
        milestone_type: 'days_in_recovery',
        milestone_days: 1.5,
      },
      'milestone_days must be a whole number.',
    ],
    [
      'wrong milestone_type',
      { content: 'hi', post_type: 'milestone', milestone_type: 'weeks', milestone_days: 3 },
      'milestone_type must be days_in_recovery.',
    ],
    [
      'milestone fields on a text post',
      { content: 'hi', milestone_days: 3 },
      'post_type must be milestone when milestone fields are sent.',
    ],
    [
      'operator injection',
      { content: { $gt: '' } },
      'Field names starting with "$" are not allowed (found "$gt").',
    ],
  ];
  it.each(invalid)('400 for %s', async (_n, body, error) => {
    const res = await ana.post('/api/social/posts', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });

  it('401 without a session, 403 from a foreign Origin', async () => {
    expect((await server.client().post('/api/social/posts', { content: 'hi' })).status).toBe(401);
    expect(
      (await ana.post('/api/social/posts', { content: 'hi' }, { Origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
  });
});

describe('privacy (enforced on the server)', () => {
  it('private: the author only; friends: author and thread peers; public: everyone', async () => {
    const priv = await post(ana, { content: 'private note', privacy: 'private' });
    const friends = await post(ana, { content: 'for my peers', privacy: 'friends' });
    const pub = await post(ana, { content: 'hello all', privacy: 'public' });
    const seen = async (c: TestClient) => (await feedOf(c, '?limit=50')).posts.map((p) => p.id);
    expect(await seen(ana)).toEqual(expect.arrayContaining([priv.id, friends.id, pub.id]));
    expect(await seen(ben)).toEqual(expect.arrayContaining([friends.id, pub.id]));
    expect(await seen(ben)).not.toContain(priv.id);
    expect(await seen(cai)).toContain(pub.id);
    expect(await seen(cai)).not.toContain(friends.id);
    expect(await seen(cai)).not.toContain(priv.id);
    // Not even a direct call reveals a private post.
    expect((await cai.get(`/api/social/posts/${priv.id}/comments`)).status).toBe(404);
    expect((await react(cai, friends.id, 'like')).status).toBe(404);
    expect((await react(ben, friends.id, 'like')).status).toBe(200);
  });
});

describe('GET /api/social/posts (keyset paging)', () => {
  it('401 without a session', async () => {
    expect((await server.client().get('/api/social/posts')).status).toBe(401);
  });

  it('400 for a bad cursor or limit', async () => {
    expect((await ana.get('/api/social/posts?cursor=nonsense')).body).toEqual({
      error: 'cursor is not valid.',
    });
    expect((await ana.get('/api/social/posts?limit=0')).status).toBe(400);
    expect((await ana.get('/api/social/posts?limit=abc')).body).toEqual({
      error: 'limit must be a number.',
    });
  });

  it('pages newest first, 20 a page, without duplicates or gaps while new posts arrive', async () => {
    // A database of its own, so other tests' public posts do not interleave.
    const solo = await startTestServer();
    const own = solo.client();
    await own.signUp('pager@example.com', 'Pager');
    const made: string[] = [];
    for (let i = 0; i < 45; i++)
      made.push((await post(own, { content: `post ${i}`, privacy: 'private' })).id);
    const first = await feedOf(own);
    expect(first.posts).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    // New posts arrive between page loads; they must not shift what the cursor sees.
    for (let i = 0; i < 5; i++) await post(own, { content: `late ${i}`, privacy: 'private' });
    const second = await feedOf(own, `?cursor=${first.next_cursor}`);
    const third = await feedOf(own, `?cursor=${second.next_cursor}`);
    const seen = [...first.posts, ...second.posts, ...third.posts].map((p) => p.id);
    expect(second.posts).toHaveLength(20);
    expect(third.posts).toHaveLength(5);
    expect(third.next_cursor).toBeNull();
    expect(seen).toEqual([...made].reverse());
    const times = [...first.posts, ...second.posts].map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    await solo.close();
  });
});

describe('the feed list: migration and crash ordering', () => {
  it('rebuilds the feed and lists from data written before them, ties in one millisecond once each', async () => {
    const solo = await startTestServer();
    const own = solo.client();
    const me = await own.signUp('ties@example.com', 'Ties');
    const author = new Types.ObjectId();
    const at = new Date('2026-01-01T00:00:00.000Z');
    // Stored directly, as an older version of the BFF did: no feed list, no comment or reactor
    // lists, reactions and profiles under their own ObjectIds.
    const docs = await solo.db.models.Post.insertMany(
      Array.from({ length: 45 }, (_, i) => ({
        author_id: author,
        display_name: 'Ties',
        content: `tie ${i}`,
        created_at: i < 5 ? new Date(at.getTime() - 60_000 * (i + 1)) : at,
        ...(i === 44 ? { likes_count: 1, reactions: { love: 1 }, comments_count: 1 } : {}),
      })),
    );
    const legacyPost = docs[44]!._id;
    const legacyUser = new Types.ObjectId();
    const native = (name: string) => solo.db.conn.collection(name);
    await native('comments').insertOne({
      post_id: legacyPost,
      user_id: legacyUser,
      display_name: 'Old',
      content: 'old comment',
      created_at: at,
    });
    await native('reactions').insertOne({
      post_id: legacyPost,
      user_id: new Types.ObjectId(me),
      display_name: 'Ties',
      reaction: 'love',
      created_at: at,
    });
    await native('profiles').insertOne({ user_id: legacyUser, display_name: 'Legacy' });
    // The older version's unique lookups, which documents keyed by `_id` no longer fill.
    await native('sessions').createIndex({ token_hash: 1 }, { unique: true });
    await native('threads').createIndex({ pair_key: 1 }, { unique: true });
    await native('migrations').deleteMany({}); // the older version had no marker
    // A new start over that database brings it into shape once.
    const restarted = await secondApp(solo);
    const again = restarted.as(own);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: FeedPage = await feedOf(again, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.posts.map((p) => p.id));
      const legacy = page.posts.find((p) => p.id === String(legacyPost));
      if (legacy) expect(legacy).toMatchObject({ likes_count: 1, user_reaction_type: 'love' });
      cursor = page.next_cursor;
    } while (cursor);
    const ties = docs
      .slice(5)
      .map((d) => String(d._id))
      .sort()
      .reverse();
    const older = docs.slice(0, 5).map((d) => String(d._id));
    expect(seen).toEqual([...ties, ...older]);
    expect(await listsOf(solo).count(FEED_LIST)).toBe(45);
    const comments = await again.get<CommentsPage>(
      `/api/social/posts/${String(legacyPost)}/comments`,
    );
    expect(comments.body.comments.map((c) => c.content)).toEqual(['old comment']);
    const likes = await again.get<{ likes: { display_name: string }[] }>(
      `/api/social/posts/${String(legacyPost)}/likes`,
    );
    expect(likes.body.likes.map((l) => l.display_name)).toEqual(['Ties']);
    // Toggling the migrated reaction removes it rather than adding a second one.
    expect((await react(again, String(legacyPost), 'love')).body).toMatchObject({ likes_count: 0 });
    expect(await solo.db.models.Profile.findById(legacyUser).lean()).toMatchObject({
      display_name: 'Legacy',
    });
    // More sessions and threads without the old fields are accepted.
    for (const email of ['one@example.com', 'two@example.com'])
      await restarted.client().signUp(email, 'Next');
    for (let i = 0; i < 2; i++) {
      const [x, y] = [String(new Types.ObjectId()), String(new Types.ObjectId())];
      await solo.db.models.Thread.create({ _id: [x, y].sort().join(':'), user_ids: [x, y] });
    }
    await restarted.close();
    await solo.close();
  });

  it("gives posts written before feed positions their position and the viewer's reactions", async () => {
    const solo = await startTestServer();
    const own = solo.client();
    await own.signUp('positions@example.com', 'Positions');
    const made: Post[] = [];
    for (let i = 0; i < 3; i++) made.push(await post(own, { content: `before ${i}` }));
    await react(own, made[0]!.id, 'love');
    await react(own, made[2]!.id, 'sad');
    // As an older version left them: no feed_pos, no viewer-reaction documents, no marker.
    const native = (name: string) => solo.db.conn.collection(name);
    await native('posts').updateMany({}, { $unset: { feed_pos: '' } });
    await native('viewer_reactions').deleteMany({});
    await native('migrations').deleteOne({ _id: 'viewer-reactions-v1' } as never);
    await native('viewer_reactions').insertOne({ _id: 'someone:0', m: { x: 'like' } } as never);
    const restarted = await secondApp(solo);
    const again = restarted.as(own);
    const seen = (await feedOf(again)).posts.map((p) => [p.content, p.user_reaction_type]);
    expect(seen).toEqual([
      ['before 2', 'sad'],
      ['before 1', null],
      ['before 0', 'love'],
    ]);
    const positions = await solo.db.models.Post.find({}, { feed_pos: 1, content: 1 }).lean();
    expect(positions.map((p) => [p.content, p.feed_pos]).sort()).toEqual([
      ['before 0', 0],
      ['before 1', 1],
      ['before 2', 2],
    ]);
    // What a serving process recorded is kept (the migration only adds).
    expect(await native('viewer_reactions').findOne({ _id: 'someone:0' } as never)).toBeTruthy();
    await restarted.close();
    await solo.close();
  });

  it('a reference whose post was never stored (a crash between the writes) is skipped', async () => {
    const solo = await startTestServer();
    const own = solo.client();
    const me = await own.signUp('crash@example.com', 'Crash');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await post(own, { content: `before ${i}` })).id);
    // The reference went in, then the process died before the post was inserted.
    await listsOf(solo).append<FeedRef>(FEED_LIST, {
      id: String(new Types.ObjectId()),
      at: Date.now(),
      author: me,
      privacy: 'public',
    });
    for (let i = 0; i < 3; i++) made.push((await post(own, { content: `after ${i}` })).id);
    const res = await own.get<FeedPage>('/api/social/posts?limit=2');
    expect(res.status).toBe(200);
    const seen = [...res.body.posts.map((p) => p.id)];
    let cursor = res.body.next_cursor;
    while (cursor) {
      const page = await feedOf(own, `?limit=2&cursor=${cursor}`);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual([...made].reverse());
    await solo.close();
  });
});

describe('reactions', () => {
  it('first adds, same again removes, another replaces with the count unchanged', async () => {
    const p = await post(ana, { content: 'react to me' });
    let r = await react(ben, p.id, 'like');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      likes_count: 1,
      user_liked: true,
      user_reaction: '👍',
      user_reaction_type: 'like',
    });
    expect(r.body.reactions.like).toBe(1);
    r = await react(ben, p.id, 'strong');
    expect(r.body).toMatchObject({
      likes_count: 1,
      user_reaction: '💪',
      user_reaction_type: 'strong',
    });
    expect(r.body.reactions).toMatchObject({ like: 0, strong: 1 });
    r = await react(cai, p.id, 'love');
    expect(r.body.likes_count).toBe(2);
    r = await react(ben, p.id, 'strong');
    expect(r.body).toMatchObject({ likes_count: 1, user_liked: false, user_reaction: null });
    expect(r.body.reactions).toMatchObject({ strong: 0, love: 1 });
    const seen = (await feedOf(cai, '?limit=50')).posts.find((x) => x.id === p.id)!;
    expect(seen).toMatchObject({ likes_count: 1, user_liked: true, user_reaction: '❤️' });
  });

  it("the feed shows the viewer's reaction after removing and changing it", async () => {
    const p = await post(ana, { content: 'change my mind' });
    const mine = async () =>
      (await feedOf(ben, '?limit=50')).posts.find((x) => x.id === p.id)?.user_reaction_type;
    await react(ben, p.id, 'like');
    expect(await mine()).toBe('like');
    await react(ben, p.id, 'like');
    expect(await mine()).toBeNull();
    await react(ben, p.id, 'like');
    await react(ben, p.id, 'strong');
    expect(await mine()).toBe('strong');
    // An id in capitals names the same post.
    expect((await react(ben, p.id.toUpperCase(), 'strong')).status).toBe(200);
    expect(await mine()).toBeNull();
  });

  it('400 for an unknown reaction, 404 for an unknown post', async () => {
    const p = await post(ana, { content: 'x' });
    expect((await react(ben, p.id, 'angry')).body).toEqual({
      error: 'reaction must be one of like, love, haha, wow, sad, strong.',
    });
    expect((await react(ben, '64b000000000000000000000', 'like')).status).toBe(404);
    expect((await react(ben, 'not-an-id', 'like')).status).toBe(404);
  });

  itNeedsAtomicUpdates("a post's counters are atomic $inc updates under concurrent clicks")(
    'stays consistent under many concurrent clicks',
    async () => {
      const p = await post(ana, { content: 'click storm' });
      await Promise.all(
        Array.from({ length: 15 }, (_, i) => react(ben, p.id, i % 3 === 0 ? 'love' : 'like')),
      );
      await Promise.all([cai, admin, ana].map((c) => react(c, p.id, 'wow')));
      const stored = await server.db.models.Post.findById(p.id).lean();
      const docs = await server.db.models.Reaction.find({ post_id: stored!._id }).lean();
      expect(stored!.likes_count).toBe(docs.length);
      for (const t of ['like', 'love', 'haha', 'wow', 'sad', 'strong'] as const) {
        expect(stored!.reactions[t]).toBe(docs.filter((d) => d.reaction === t).length);
      }
      expect(docs.filter((d) => String(d.user_id) === ids.ben).length).toBeLessThanOrEqual(1);
      expect(stored!.reactions.wow).toBe(3);
    },
  );

  it('lists who reacted', async () => {
    const p = await post(ana, { content: 'who likes this' });
    await react(ben, p.id, 'haha');
    const res = await ana.get<{
      likes: { display_name: string; reaction_type: string; created_at: string }[];
    }>(`/api/social/posts/${p.id}/likes`);
    expect(res.status).toBe(200);
    expect(res.body.likes).toEqual([
      { display_name: 'Ben', reaction_type: 'haha', created_at: expect.any(String) },
    ]);
  });
});

describe('comments', () => {
  it('adds, lists oldest first, and keeps comments_count equal to the comments', async () => {
    const p = await post(ana, { content: 'comment here' });
    const a = await ben.post<{ comment: { content: string }; comments_count: number }>(
      `/api/social/posts/${p.id}/comments`,
      { content: ' You got this! ' },
    );
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      comment: { content: 'You got this!', display_name: 'Ben' },
      comments_count: 1,
    });
    await cai.post(`/api/social/posts/${p.id}/comments`, { content: 'Proud of you' });
    const list = await ana.get<{ comments: { content: string }[] }>(
      `/api/social/posts/${p.id}/comments`,
    );
    expect(list.body.comments.map((c) => c.content)).toEqual(['You got this!', 'Proud of you']);
    const seen = (await feedOf(ana, '?limit=50')).posts.find((x) => x.id === p.id)!;
    expect(seen.comments_count).toBe(2);
  });

  it('400 for blank or long comments, 404 for unknown posts, 401 without a session', async () => {
    const p = await post(ana, { content: 'c' });
    expect((await ben.post(`/api/social/posts/${p.id}/comments`, { content: ' ' })).body).toEqual({
      error: 'content cannot be blank.',
    });
    expect(
      (await ben.post(`/api/social/posts/${p.id}/comments`, { content: 'x'.repeat(2001) })).body,
    ).toEqual({ error: 'content must be at most 2000 characters.' });
    expect(
      (await ben.post('/api/social/posts/64b000000000000000000000/comments', { content: 'hi' }))
        .status,
    ).toBe(404);
    expect((await server.client().get(`/api/social/posts/${p.id}/comments`)).status).toBe(401);
  });
});

describe('DELETE /api/social/posts/:id', () => {
  it('the author deletes: gone from every reader at once, reports kept for moderators', async () => {
    const p = await post(ana, { content: 'to delete' });
    await react(ben, p.id, 'like');
    await ben.post(`/api/social/posts/${p.id}/comments`, { content: 'hi' });
    await cai.post(`/api/social/posts/${p.id}/report`, { reason: 'not ok' });
    // Read first, so every reader has just been served the post (kept hot on the embedded engine).
    for (const c of [ana, ben, admin])
      expect((await feedOf(c, '?limit=50')).posts.map((x) => x.id)).toContain(p.id);
    const res = await ana.delete(`/api/social/posts/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const stored = await server.db.models.Post.findById(p.id).lean();
    expect(stored).toMatchObject({ status: 'deleted', deleted_at: expect.any(Date) });
    expect(await server.db.models.Report.countDocuments({ post_id: p.id })).toBe(1);
    for (const c of [ana, ben, admin])
      expect((await feedOf(c, '?limit=50')).posts.map((x) => x.id)).not.toContain(p.id);
    expect((await ben.get(`/api/social/posts/${p.id}/comments`)).status).toBe(404);
    expect((await ben.get(`/api/social/posts/${p.id}/likes`)).status).toBe(404);
    expect((await react(ben, p.id, 'like')).status).toBe(404);
  });

  it('404 on every route for a post the viewer may not see, delete included', async () => {
    const hidden = [
      await post(ana, { content: 'only me', privacy: 'private' }),
      await post(ana, { content: 'peers only', privacy: 'friends' }),
    ];
    for (const p of hidden) {
      const base = `/api/social/posts/${p.id}`;
      const answers = [
        await cai.delete(base),
        await react(cai, p.id, 'like'),
        await cai.get(`${base}/likes`),
        await cai.get(`${base}/comments`),
        await cai.post(`${base}/comments`, { content: 'hi' }),
        await cai.post(`${base}/report`, { reason: 'x' }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Post not found.' });
      }
    }
    // Admins see what everyone sees: a private post is not theirs to find.
    expect((await admin.delete(`/api/social/posts/${hidden[0]!.id}`)).status).toBe(404);
    expect((await ana.delete(`/api/social/posts/${hidden[0]!.id}`)).status).toBe(200);
  });

  it('404 for a malformed id on every route', async () => {
    for (const res of [
      await ben.delete('/api/social/posts/not-an-id'),
      await ben.get('/api/social/posts/not-an-id/likes'),
      await ben.post('/api/social/posts/64b0/comments', { content: 'hi' }),
      await ben.post('/api/social/posts/zzzzzzzzzzzzzzzzzzzzzzzz/report', { reason: 'x' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Post not found.' });
    }
  });

  it('403 for someone else, 200 for an admin, 404 when unknown, 401 without a session', async () => {
    const p = await post(ana, { content: 'not yours' });
    const other = await ben.delete(`/api/social/posts/${p.id}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: 'Only the author or a moderator can delete this post.' });
    expect((await server.client().delete(`/api/social/posts/${p.id}`)).status).toBe(401);
    expect((await admin.delete(`/api/social/posts/${p.id}`)).status).toBe(200);
    expect((await ana.delete(`/api/social/posts/${p.id}`)).status).toBe(404);
  });
});

describe('reports', () => {
  it('records one report per person for the moderators', async () => {
    const p = await post(ana, { content: 'reported' });
    const res = await ben.post(`/api/social/posts/${p.id}/report`, {
      reason: 'Shares a phone number',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const stored = await server.db.models.Report.find({ post_id: p.id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reason: 'Shares a phone number', status: 'open' });
    const again = await ben.post(`/api/social/posts/${p.id}/report`, { reason: 'again' });
    expect(again.status).toBe(409);
  });

  it("400 for a blank reason or one's own post", async () => {
    const p = await post(ana, { content: 'mine' });
    expect((await ben.post(`/api/social/posts/${p.id}/report`, { reason: '' })).body).toEqual({
      error: 'reason cannot be blank.',
    });
    expect((await ana.post(`/api/social/posts/${p.id}/report`, { reason: 'x' })).body).toEqual({
      error: 'You cannot report your own post.',
    });
  });

  it('three reports hold a post: hidden from others, shown to its author as pending', async () => {
    // Reports count toward the hold from established accounts only (reports.test.ts).
    for (const id of [ids.ben, ids.cai, ids.admin])
      await server.db.models.User.updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: { created_at: new Date(Date.now() - 25 * 3600_000) } },
      );
    const p = await post(ana, { content: 'held soon' });
    expect((await feedOf(ben, '?limit=50')).posts.map((x) => x.id)).toContain(p.id);
    for (const c of [ben, cai, admin])
      await c.post(`/api/social/posts/${p.id}/report`, { reason: 'not ok' });
    expect((await feedOf(ben, '?limit=50')).posts.map((x) => x.id)).not.toContain(p.id);
    const mine = (await feedOf(ana, '?limit=50')).posts.find((x) => x.id === p.id);
    expect(mine?.status).toBe('pending');
  });
});

describe('comments paging', () => {
  it('newest 50 first (shown oldest first), then earlier ones by cursor', async () => {
    const p = await post(ana, { content: 'many comments' });
    for (let i = 0; i < 55; i++)
      await ben.post(`/api/social/posts/${p.id}/comments`, { content: `c${i}` });
    const first = await ana.get<CommentsPage>(`/api/social/posts/${p.id}/comments`);
    expect(first.body.comments.map((c) => c.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `c${i + 5}`),
    );
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const earlier = await ana.get<CommentsPage>(
      `/api/social/posts/${p.id}/comments?cursor=${first.body.next_cursor}`,
    );
    expect(earlier.body).toEqual({
      comments: ['c0', 'c1', 'c2', 'c3', 'c4'].map((content) =>
        expect.objectContaining({ content }),
      ),
      next_cursor: null,
    });
    expect((await feedOf(ana, '?limit=50')).posts.find((x) => x.id === p.id)?.comments_count).toBe(
      55,
    );
    expect((await ana.get(`/api/social/posts/${p.id}/comments?cursor=nonsense`)).body).toEqual({
      error: 'cursor is not valid.',
    });
  });
});

describe('reactors list', () => {
  it('lists a person once however often they remove and react again', async () => {
    const p = await post(ana, { content: 'on and off' });
    for (const r of ['like', 'like', 'love', 'love', 'strong']) await react(ben, p.id, r);
    await react(cai, p.id, 'wow');
    const res = await ana.get<{ likes: { display_name: string; reaction_type: string }[] }>(
      `/api/social/posts/${p.id}/likes`,
    );
    expect(res.body.likes.map((l) => [l.display_name, l.reaction_type])).toEqual([
      ['Cai', 'wow'],
      ['Ben', 'strong'],
    ]);
  });
});

describe('two app instances over one database', () => {
  itNeedsAtomicUpdates("the post's counters are atomic $inc updates from two processes")(
    '16 concurrent likers split across both: counters equal the reaction documents',
    async () => {
      const other = await secondApp(server);
      const people = await make.users(16);
      const p = await post(ana, { content: 'liked from two servers' });
      const kinds = ['like', 'love', 'strong'] as const;
      const answers = await Promise.all(
        people.map((person, i) =>
          react(i % 2 === 0 ? person.client : other.as(person.client), p.id, kinds[i % 3]!),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
      // And a second round that removes half of them and changes a few.
      await Promise.all(
        people.map((person, i) =>
          i % 4 === 0
            ? react(other.as(person.client), p.id, kinds[i % 3]!)
            : i % 4 === 1
              ? react(person.client, p.id, 'wow')
              : Promise.resolve(),
        ),
      );
      const stored = await server.db.models.Post.findById(p.id).lean();
      const docs = await server.db.models.Reaction.find({ post_id: stored!._id }).lean();
      expect(docs.length).toBe(12);
      expect(stored!.likes_count).toBe(docs.length);
      for (const t of ['like', 'love', 'haha', 'wow', 'sad', 'strong'] as const)
        expect(stored!.reactions[t]).toBe(docs.filter((d) => d.reaction === t).length);
      // Each person's feed shows exactly their stored reaction (or none).
      const byUser = new Map(docs.map((d) => [String(d.user_id), d.reaction]));
      for (const person of people) {
        const seen = (await feedOf(person.client, '?limit=50')).posts.find((x) => x.id === p.id);
        expect(seen?.user_reaction_type ?? null).toBe(byUser.get(person.id) ?? null);
      }
      await other.close();
    },
  );
});

describe('display names', () => {
  it('a profile rename updates the name on earlier posts', async () => {
    const c = server.client();
    await c.signUp('rename@example.com', 'Old');
    const p = await post(c, { content: 'named' });
    await c.post(`/api/social/posts/${p.id}/comments`, { content: 'my own comment' });
    // Read first, so the post and the comment are served from the hot copy if there is one.
    expect((await feedOf(c)).posts.find((x) => x.id === p.id)?.display_name).toBe('Old');
    const before = await c.get<CommentsPage>(`/api/social/posts/${p.id}/comments`);
    expect(before.body.comments[0]?.display_name).toBe('Old');
    await c.post('/api/profile', {
      display_name: 'New',
      support_status: 'seeking',
      recovery_type: 'both',
    });
    expect((await feedOf(c)).posts.find((x) => x.id === p.id)?.display_name).toBe('New');
    const after = await c.get<CommentsPage>(`/api/social/posts/${p.id}/comments`);
    expect(after.body.comments[0]?.display_name).toBe('New');
  });
});
