import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../contract/social';
import { counterStore, isLimitReached } from '../db/rateLimiters';
import type { EngineName } from '../db/seam';
import { type TestUser } from '../test/factory';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { serverForFile } from '../test/serverForFile';

/**
 * Every rate limit of bff/limits.ts, with fewer points per window set by RATE_LIMITS: the last
 * allowed action passes, the next answers 429 JSON naming what and when, with Retry-After in
 * seconds. Where a window must pass, the clock is moved past it (rate-limiter-flexible reads
 * `Date`, in memory and in its Mongo store alike) instead of waiting it out.
 */
const { server, make } = await serverForFile({
  RATE_LIMITS: [
    'sign_in_start=1000/300',
    'code_exchange=1000/60',
    'posts_hour=2/600',
    'posts_3h=3/3600',
    'comments=2/60',
    'reactions=2/60',
    'reports=2/60',
    'messages=2/60',
    'typing=2/60',
  ].join(','),
});
let ana: TestUser;
let ben: TestUser;

beforeAll(async () => {
  const people = await make.users(2);
  ana = people[0]!;
  ben = people[1]!;
});

/** Runs fn with the clock (Date only: no timer is hurried) moved ms ahead. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

function expectLimited(
  res: { status: number; body: unknown; headers: Headers },
  message: RegExp,
  maxRetryAfter: number,
) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: expect.stringMatching(message) });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
}

const newPost = (client: TestClient, content = 'hello') =>
  client.post<{ post: Post }>('/api/social/posts', { content });

describe('contact messages: 5 a day, per person', () => {
  it('takes the fifth and refuses the sixth, naming the day', async () => {
    const writer = await make.user();
    const send = (subject: string) =>
      writer.client.post('/api/contact-messages', { subject, message: 'Tell me more' });
    for (let i = 0; i < 5; i++) expect((await send(`Listing inquiry ${i}`)).status).toBe(201);
    expectLimited(
      await send('One more'),
      /^You have sent us 5 messages today\. We read every one and answer by e-mail\. Please try again in 24 hours\.$/,
      24 * 3600,
    );
    // Another person still reaches the team.
    expect(
      (await ana.client.post('/api/contact-messages', { subject: 'Hi', message: 'Hello' })).status,
    ).toBe(201);
  });
});

describe('posts: per hour and per 3 hours, per person', () => {
  it('refuses the post over the short window, then over the long one', async () => {
    const person = await make.user();
    expect((await newPost(person.client)).status).toBe(201);
    expect((await newPost(person.client)).status).toBe(201);
    expectLimited(
      await newPost(person.client),
      /^You have shared a lot of posts in a short time\. Please try again in 10 minutes\.$/,
      600,
    );
    // Another person is not held back by it.
    expect((await newPost(ana.client)).status).toBe(201);

    // Once the short window (2 in 10 minutes here) has passed...
    await later(601_000, async () => {
      expect((await newPost(person.client)).status).toBe(201);
      // ...the long one (3 in an hour here) still counts the earlier ones.
      expectLimited(
        await newPost(person.client),
        /^You have shared a lot of posts in a short time\. Please try again in 50 minutes\.$/,
        3600 - 600,
      );
    });
  });
});

describe('messages, per person', () => {
  it('429 after the limit, for the sender only; a refused message is not stored', async () => {
    const message = (from: TestUser, to: TestUser, content: string) =>
      from.client.post('/api/messages/send', { recipient_user_id: to.id, content });
    expect((await message(ana, ben, 'one')).status).toBe(201);
    expect((await message(ana, ben, 'two')).status).toBe(201);
    expectLimited(
      await message(ana, ben, 'three'),
      /^You have sent a lot of messages in a short time\. Please try again in \d+ seconds\.$/,
      60,
    );
    expect((await message(ben, ana, 'my turn')).status).toBe(201);
    const page = await ben.client.get<{ messages: { content: string }[] }>(
      `/api/messages/thread/${ana.id}`,
    );
    expect(page.body.messages.map((m) => m.content)).toEqual(['one', 'two', 'my turn']);
  });
});

describe('typing signals, per person', () => {
  it('429 after the limit', async () => {
    const typing = () => ben.client.post('/api/messages/typing', { recipient_user_id: ana.id });
    expect((await typing()).status).toBe(204);
    expect((await typing()).status).toBe(204);
    expectLimited(
      await typing(),
      /^Too many typing signals in a short time\. Please try again in \d+ seconds\.$/,
      60,
    );
  });
});

describe('comments, reactions and reports, per person', () => {
  it('comments: 429 after the limit', async () => {
    const { body } = await newPost(ben.client, 'a post to comment on');
    const comment = () =>
      ana.client.post(`/api/social/posts/${body.post.id}/comments`, { content: 'well done' });
    expect((await comment()).status).toBe(201);
    expect((await comment()).status).toBe(201);
    expectLimited(
      await comment(),
      /^You have written a lot of comments in a short time\. Please try again in \d+ seconds\.$/,
      60,
    );
  });

  it('reactions: 429 after the limit', async () => {
    const { body } = await newPost(ana.client, 'a post to react to');
    const react = () =>
      ben.client.post(`/api/social/posts/${body.post.id}/like`, { reaction: 'like' });
    expect((await react()).status).toBe(200);
    expect((await react()).status).toBe(200);
    expectLimited(
      await react(),
      /^You have reacted to a lot of posts in a short time\. Please try again in \d+ seconds\.$/,
      60,
    );
  });

  it('reports: 429 after the limit', async () => {
    const author = await make.user();
    const ids = [await make.post(author), await make.post(author), await make.post(author)];
    const reporter = await make.user();
    const report = (id: string) =>
      reporter.client.post(`/api/social/posts/${id}/report`, { reason: 'spam' });
    expect((await report(ids[0]!)).status).toBe(201);
    expect((await report(ids[1]!)).status).toBe(201);
    expectLimited(
      await report(ids[2]!),
      /^You have sent a lot of reports today\. Thank you for looking out for others\. Please try again in \d+ seconds\.$/,
      60,
    );
  });
});

describe('sign-in, per IP address', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ RATE_LIMITS: 'sign_in_start=2/60,code_exchange=2/60' });
  });
  afterAll(() => strict.close());

  it('the provider URL: 429 after the limit', async () => {
    const get = () => strict.client().get('/api/oauth/google/redirect_url');
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    expectLimited(
      await get(),
      /^There have been many sign-in attempts from your network\. Please try again in \d+ seconds\.$/,
      60,
    );
  });

  it("grant's connect URL, counted on its own: 429 after the limit", async () => {
    const connect = async () => {
      const res = await strict.client().raw('/api/connect/google');
      const text = await res.text();
      return {
        status: res.status,
        headers: res.headers,
        body: res.status === 429 ? (JSON.parse(text) as unknown) : text,
      };
    };
    expect((await connect()).status).toBe(302);
    expect((await connect()).status).toBe(302);
    expectLimited(
      await connect(),
      /^There have been many sign-in attempts from your network\. Please try again in \d+ seconds\.$/,
      60,
    );
  });

  it('code exchanges: guessed codes are refused 400, then 429', async () => {
    const exchange = () => strict.client().post('/api/sessions', { code: 'guessed-code' });
    expect((await exchange()).status).toBe(400);
    expect((await exchange()).status).toBe(400);
    expectLimited(
      await exchange(),
      /^Many sign-in codes have been tried from your network\. Please try again in \d+ seconds\.$/,
      60,
    );
  });
});

describe('where the counts live (bff/db/rateLimiters.ts)', () => {
  it('FerretDB counts in this process; MongoDB in the database, shared by every process', () => {
    expect(counterStore(server.db.conn, 'ferretdb').kind).toBe('memory');
    expect(counterStore(server.db.conn, 'mongod').kind).toBe('mongo');
    expect(counterStore(server.db.conn, 'external').kind).toBe('mongo');
  });

  // Run on whatever engine the tests have: sequential calls, so FerretDB's missing isolation
  // does not matter here. Two real processes sharing a limit: bff/twoProcesses.mongodb.test.ts.
  it('two Mongo-store counters of one limit over one database share a count', async () => {
    const engine: EngineName = 'mongod';
    const rule = { points: 2, durationSec: 60 };
    const first = counterStore(server.db.conn, engine).counter('shared_test', rule);
    const second = counterStore(server.db.conn, engine).counter('shared_test', rule);
    await first.consume('person');
    await second.consume('person');
    const third = await first.consume('person').catch((e: unknown) => e);
    expect(isLimitReached(third)).toBe(true);
  });
});
