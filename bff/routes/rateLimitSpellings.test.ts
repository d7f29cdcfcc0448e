import { describe, expect, inject, it } from 'vitest';
import { engineSeam, type EngineName } from '../db/seam';
import { helpService } from '../services/help';
import { LIMIT_NAMES, type LimitName } from '../limits';
import type { TestUser } from '../test/factory';
import type { TestClient } from '../test/harness';
import { serverForFile } from '../test/serverForFile';

/**
 * Every rate limit of bff/limits.ts holds whatever the spelling of its route. Each route has one
 * spelling (bff/middleware/oneSpelling.ts, bff/routes/newRouter.ts): another letter case or a
 * trailing slash is no route at all (404), and reaches no handler. HEAD runs a GET route with its
 * steps, the limit among them. Each limit allows one action here: the route's own spelling uses
 * it, every other spelling is 404, and the route itself then answers 429.
 */
const ONE_EACH = LIMIT_NAMES.filter((n) => n !== 'sign_in_start' && n !== 'code_exchange')
  .map((n) => `${n}=1/600`)
  .join(',');
const perPerson = await serverForFile({
  RATE_LIMITS: `sign_in_start=1000/300,code_exchange=1000/60,${ONE_EACH}`,
});
const signIn = await serverForFile({ RATE_LIMITS: 'sign_in_start=1/600,code_exchange=1/600' });

/** The spellings the router takes for one route: upper-case prefix, a capital, a trailing slash. */
function spellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return [
    `/${first!.toUpperCase()}/${rest.join('/')}`,
    `/${first}/${[capital(rest[0]!), ...rest.slice(1)].join('/')}`,
    `${path}/`,
    path.toUpperCase().replace(/\/[0-9A-F]{24}(?=\/|$)/g, (id) => id.toLowerCase()),
  ];
}

interface Case {
  limit: LimitName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Makes what the request needs; returns its path and body. */
  setUp: (me: TestUser) => Promise<{ path: string; body?: unknown }>;
  /** Undoes what would make the next valid request refused for another reason (one open request). */
  reset?: (me: TestUser, created: unknown) => Promise<void>;
}

const { make } = perPerson;
const recipient = await make.user();
const author = await make.user();
const postId = await make.post(author);
const centerId = await helpService(
  perPerson.server.db.models,
  engineSeam(perPerson.server.db.conn, inject('dbEngine') as EngineName),
  perPerson.server.config.cookieKeys[0]!,
).addCenter({
  name: 'Harbor Light',
  address: '1 Harbor Way',
  latitude: 37.8,
  longitude: -122.4,
  phone: '(415) 555-0100',
  description: 'A place that helps.',
  services: ['Inpatient'],
  priority_level: 1,
  advertiser_id: 'adv-harbor',
});

const CASES: Case[] = [
  {
    limit: 'posts_hour',
    method: 'POST',
    setUp: async () => ({ path: '/api/social/posts', body: { content: 'one spelling' } }),
  },
  {
    limit: 'comments',
    method: 'POST',
    setUp: async () => ({ path: `/api/social/posts/${postId}/comments`, body: { content: 'hi' } }),
  },
  {
    limit: 'reactions',
    method: 'POST',
    setUp: async () => ({ path: `/api/social/posts/${postId}/like`, body: { reaction: 'like' } }),
  },
  {
    limit: 'reports',
    method: 'POST',
    setUp: async () => ({ path: `/api/users/${author.id}/report`, body: { reason: 'spam' } }),
  },
  {
    limit: 'messages',
    method: 'POST',
    setUp: async () => ({
      path: '/api/messages/send',
      body: { recipient_user_id: recipient.id, content: 'hello' },
    }),
  },
  {
    limit: 'call_starts',
    method: 'POST',
    setUp: async () => ({
      path: '/api/calls/start',
      body: { recipient_user_id: recipient.id, call_type: 'audio' },
    }),
    // One call at a time (409 busy before the limit): hang up, so only the limit refuses.
    reset: async (me, created) => {
      const id = (created as { call_id: string }).call_id;
      expect((await me.client.post(`/api/calls/${id}/end`)).status).toBe(200);
    },
  },
  {
    limit: 'call_signals',
    method: 'POST',
    // A live call of one's own to signal in; it rings until the file's server closes.
    setUp: async (me) => {
      const other = await make.user();
      const started = await me.client.post<{ call_id: string }>('/api/calls/start', {
        recipient_user_id: other.id,
        call_type: 'audio',
      });
      expect(started.status).toBe(201);
      return {
        path: `/api/calls/${started.body.call_id}/signal`,
        body: { kind: 'offer', data: { type: 'offer', sdp: 'v=0' } },
      };
    },
  },
  {
    limit: 'account_exports',
    method: 'GET',
    setUp: async () => ({ path: '/api/account/export' }),
  },
  {
    limit: 'typing',
    method: 'POST',
    setUp: async () => ({
      path: '/api/messages/typing',
      body: { recipient_user_id: recipient.id },
    }),
  },
  {
    limit: 'location',
    method: 'PUT',
    setUp: async () => ({
      path: '/api/profile/location',
      body: { latitude: 37.7793, longitude: -122.4193 },
    }),
  },
  {
    limit: 'suggestions',
    method: 'POST',
    setUp: async () => ({
      path: '/api/resources',
      body: {
        name: 'Hayes Valley Peer Room',
        resource_type: 'peer_center',
        address: '300 Hayes Street, San Francisco, CA 94102',
        latitude: 37.7771,
        longitude: -122.4216,
      },
    }),
  },
  {
    limit: 'contact_messages',
    method: 'POST',
    setUp: async () => ({
      path: '/api/contact-messages',
      body: { subject: 'A question', message: 'Where are the online meetings?' },
    }),
  },
  {
    limit: 'support_requests',
    method: 'POST',
    setUp: async () => ({ path: '/api/support-requests', body: { message: 'A hard night.' } }),
    // One open request at a time (409 before the limit): close it, so only the limit refuses.
    reset: async (me, created) => {
      const id = (created as { request: { id: string } }).request.id;
      expect((await me.client.post(`/api/support-requests/${id}/close`)).status).toBe(200);
    },
  },
  {
    limit: 'revenue_events',
    method: 'POST',
    setUp: async () => ({
      path: '/api/revenue-events',
      body: { event_type: 'sponsored_click', center_id: centerId },
    }),
  },
];

const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  client.json(method, path, body);

describe('per-person limits hold on every spelling of their route', () => {
  it('covers every per-person limit of bff/limits.ts', () => {
    const covered = new Set(CASES.map((c) => c.limit));
    const perPersonLimits = LIMIT_NAMES.filter(
      (n) => n !== 'sign_in_start' && n !== 'code_exchange' && n !== 'posts_3h',
    );
    expect(perPersonLimits.filter((n) => !covered.has(n))).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.limit}: ${c.method} of the route, every other spelling is no route, then 429`, async () => {
      const me = await make.user();
      const { path, body } = await c.setUp(me);
      const first = await send(me.client, c.method, path, body);
      expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
      await c.reset?.(me, first.body);
      for (const spelling of spellings(path)) {
        const res = await send(me.client, c.method, spelling, body);
        expect({ spelling, status: res.status, body: res.body }).toEqual({
          spelling,
          status: 404,
          body: { error: `No such API route: ${c.method} ${spelling}` },
        });
      }
      const again = await send(me.client, c.method, path, body);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });
  }

  it('location: DELETE is counted too, and has one spelling', async () => {
    const me = await make.user();
    expect((await me.client.json('DELETE', '/api/profile/location')).status).toBe(200);
    for (const spelling of spellings('/api/profile/location')) {
      expect((await me.client.json('DELETE', spelling)).status).toBe(404);
    }
    expect((await me.client.json('DELETE', '/api/profile/location')).status).toBe(429);
  });
});

describe('sign-in limits per address hold on every spelling and on HEAD', () => {
  const expectLimited = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  };

  it('the provider URL: HEAD is counted as GET; other spellings are no route', async () => {
    const client = signIn.server.client();
    const head = await client.raw('/api/oauth/google/redirect_url', { method: 'HEAD' });
    expect(head.status).toBe(200);
    await expectLimited(await client.raw('/api/oauth/google/redirect_url'));
    await expectLimited(await client.raw('/api/oauth/google/redirect_url', { method: 'HEAD' }));
    for (const spelling of spellings('/api/oauth/google/redirect_url')) {
      expect((await client.raw(spelling)).status).toBe(404);
      expect((await client.raw(spelling, { method: 'HEAD' })).status).toBe(404);
    }
  });

  it("grant's connect URL: POST is counted like GET, and HEAD starts nothing", async () => {
    const client = signIn.server.client();
    const first = await client.raw('/api/connect/google', { method: 'POST' });
    expect(first.status).toBe(302);
    await expectLimited(await client.raw('/api/connect/google'));
    await expectLimited(await client.raw('/api/connect/google', { method: 'POST' }));
    // Other spellings and HEAD never reach grant: no sign-in starts there.
    for (const spelling of spellings('/api/connect/google')) {
      for (const method of ['GET', 'POST', 'HEAD']) {
        const res = await client.raw(spelling, { method });
        expect({ spelling, method, status: res.status }).toEqual({ spelling, method, status: 404 });
      }
    }
    const head = await signIn.server.client().raw('/api/connect/google', { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('the code exchange: one try, every other spelling is no route, then 429', async () => {
    const client = signIn.server.client();
    expect((await client.post('/api/sessions', { code: 'guessed' })).status).toBe(400);
    for (const spelling of spellings('/api/sessions')) {
      const res = await client.post(spelling, { code: 'guessed' });
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 404 });
    }
    await expectLimited(await client.raw('/api/sessions', { method: 'POST' }));
  });
});
