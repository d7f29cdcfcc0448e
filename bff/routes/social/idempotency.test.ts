import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, FeedPage, Post } from '../../../contract/social';
import { engineSeam, type EngineName } from '../../db/seam';
import { idempotencyService, IDEMPOTENCY_TTL_MS } from '../../services/idempotency';
import { factory, type TestUser } from '../../test/factory';
import { startTestServer, type TestServer } from '../../test/harness';
import { serverForFile } from '../../test/serverForFile';

/**
 * Post and comment creation with `Idempotency-Key`: a repeat (double click, retry) gets the first
 * answer, per person, and creates nothing more (bff/services/idempotency.ts).
 */
const { server, make } = await serverForFile();
let ana: TestUser;
let ben: TestUser;

beforeAll(async () => {
  const people = await make.users(2);
  ana = people[0]!;
  ben = people[1]!;
});

const createPost = (person: TestUser, content: string, key?: string) =>
  person.client.post<{ post: Post }>(
    '/api/social/posts',
    { content },
    key ? { 'Idempotency-Key': key } : {},
  );
const addComment = (person: TestUser, postId: string, content: string, key?: string) =>
  person.client.post<{ comment: Comment; comments_count: number }>(
    `/api/social/posts/${postId}/comments`,
    { content },
    key ? { 'Idempotency-Key': key } : {},
  );
const postsWith = async (content: string) =>
  (await ana.client.get<FeedPage>('/api/social/posts?limit=50')).body.posts.filter(
    (p) => p.content === content,
  );

describe('POST /api/social/posts with Idempotency-Key', () => {
  it('a double submit creates one post; both answers are the first answer', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      createPost(ana, 'double submit', key),
      createPost(ana, 'double submit', key),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await postsWith('double submit')).toHaveLength(1);
  });

  it('a retry later gets the same status and body, marked as replayed', async () => {
    const key = randomUUID();
    const first = await createPost(ana, 'retried', key);
    const retry = await createPost(ana, 'retried', key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await postsWith('retried')).toHaveLength(1);
  });

  it('keys are per person; requests without a key are not deduplicated', async () => {
    const key = randomUUID();
    const mine = await createPost(ana, 'same key, two people', key);
    const theirs = await createPost(ben, 'same key, two people', key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.post.id).not.toBe(mine.body.post.id);
    await createPost(ana, 'no key', undefined);
    await createPost(ana, 'no key', undefined);
    expect(await postsWith('no key')).toHaveLength(2);
  });

  it('400 for a key that is not a UUID', async () => {
    const res = await createPost(ana, 'bad key', 'not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'idempotency-key must be a UUID.' });
    expect(await postsWith('bad key')).toHaveLength(0);
  });

  it('422 for a key reused with a different post', async () => {
    const key = randomUUID();
    await createPost(ana, 'first text', key);
    const res = await createPost(ana, 'other text', key);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await postsWith('other text')).toHaveLength(0);
  });

  it('401 without a session, before the key is looked at', async () => {
    const res = await server
      .client()
      .post('/api/social/posts', { content: 'x' }, { 'Idempotency-Key': randomUUID() });
    expect(res.status).toBe(401);
  });

  it('an answer kept past a day is forgotten and purged', async () => {
    const key = randomUUID();
    const first = await createPost(ana, 'expiring', key);
    const { Idempotency } = server.db.models;
    const id = `${ana.id}:${key}`;
    expect(await Idempotency.findById(id).lean()).toMatchObject({ state: 'done', status: 201 });
    await Idempotency.updateOne({ _id: id }, { $set: { expires_at: new Date(Date.now() - 1) } });
    const later = await createPost(ana, 'expiring', key);
    expect(later.body.post.id).not.toBe(first.body.post.id);

    const service = idempotencyService(
      server.db.models,
      engineSeam(server.db.conn, inject('dbEngine') as EngineName),
    );
    await service.purgeExpired(new Date(Date.now() + IDEMPOTENCY_TTL_MS + 1000));
    expect(await Idempotency.findById(id).lean()).toBeNull();
  });

  it('a claim left by a request that never finished is taken over after a minute', async () => {
    const key = randomUUID();
    const { Idempotency } = server.db.models;
    await Idempotency.create({
      _id: `${ana.id}:${key}`,
      fingerprint: 'whatever',
      state: 'pending',
      created_at: new Date(Date.now() - 120_000),
      expires_at: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
    });
    const res = await createPost(ana, 'after a crash', key);
    expect(res.status).toBe(201);
    expect(await postsWith('after a crash')).toHaveLength(1);
  });
});

describe('POST /api/social/posts/{id}/comments with Idempotency-Key', () => {
  it('a double submit adds one comment', async () => {
    const postId = await make.post(ben);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      addComment(ana, postId, 'kind words', key),
      addComment(ana, postId, 'kind words', key),
    ]);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const page = await ana.client.get<{ comments: Comment[] }>(
      `/api/social/posts/${postId}/comments`,
    );
    expect(page.body.comments.map((c) => c.content)).toEqual(['kind words']);
  });

  it('a failed first request frees the key for a retry', async () => {
    const hidden = await make.post(ben, { privacy: 'private' });
    const key = randomUUID();
    expect((await addComment(ana, hidden, 'hello', key)).status).toBe(404);
    expect(await server.db.models.Idempotency.findById(`${ana.id}:${key}`).lean()).toBeNull();
  });

  it('400 for a key that is not a UUID', async () => {
    const postId = await make.post(ben);
    const res = await addComment(ana, postId, 'hi', '1234');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'idempotency-key must be a UUID.' });
  });
});

describe('repeats and rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      RATE_LIMITS: 'sign_in_start=100/300,code_exchange=100/60,posts_hour=1/600',
    });
  });
  afterAll(() => limited.close());

  it('a repeat answers the first result and does not count against the limit', async () => {
    const [person] = await factory(limited).users(1);
    const key = randomUUID();
    const send = () =>
      person!.client.post('/api/social/posts', { content: 'once' }, { 'Idempotency-Key': key });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const another = await person!.client.post(
      '/api/social/posts',
      { content: 'twice' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(another.status).toBe(429);
  });
});
