import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createApp } from '../app';
import { CONNECT_PATH } from '../auth/grant';
import { silentLogger } from '../logger';
import { factory, type TestUser } from './factory';
import { startTestServer, type TestServer } from './harness';

/**
 * Fuzz: hundreds of generated hostile requests across every route the BFF has
 * (read from its routers, so a new route is fuzzed without editing this file), signed in and not.
 * Every answer must be below 500, and a refused request (4xx) must leave the database exactly as
 * it was. The generator is seeded: FUZZ_SEED=<n> reproduces a run, FUZZ_COUNT=<n> sizes it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_111);
const COUNT = Number(process.env.FUZZ_COUNT ?? 600);

/**
 * Collections whose writes on a refused request are expected: rate-limit counters count refusals;
 * `presence` and `events` change when an earlier request's live stream closes, seconds later;
 * `notification_due` keeps the scheduler's last minute done, moved on by the clock.
 */
const VOLATILE = /rate|limit|^presence$|^events$|^notification_due$/i;

/** Longer than the run. */
const RING_MS = 3_600_000;

let server: TestServer;
let http: Server;
let base: string;
let routes: { path: string; methods: string[] }[];
let people: { user: TestUser; admin: TestUser };
/** Ids that exist, so a fuzzed `:id` reaches the rules behind the id checks too. */
let realIds: string[];

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof generator>;

beforeAll(async () => {
  // Calls ring all through the run: a call ending on its timer would change the database under it.
  server = await startTestServer({}, { callRingMs: RING_MS });
  const make = factory(server);
  people = { user: await make.user({ name: 'Fuzzy' }), admin: await make.user({ admin: true }) };
  const realPostId = await make.post(people.user, { content: 'a real post' });
  await make.post(people.admin, { content: 'an admin post', privacy: 'private' });
  // Calls neither fuzzed person is in: one ringing (every action is someone else's, 403) and one
  // over (404). Calls of the fuzzed people would end by themselves when a fuzzed live stream
  // closes, seconds after its request, which would read as a change made by a later refusal.
  const [caller, callee, gone] = await make.users(3);
  const callId = async (to: TestUser) => {
    const res = await caller!.client.post<{ call_id: string }>('/api/calls/start', {
      recipient_user_id: to.id,
      call_type: 'video',
    });
    expect(res.status).toBe(201);
    return res.body.call_id;
  };
  const over = await callId(gone!);
  expect((await gone!.client.post(`/api/calls/${over}/decline`, {})).status).toBe(200);
  // And a session of someone else's (DELETE /api/account/sessions/{id} is 404 for it).
  const sessionOf = await caller!.client.get<{ sessions: { id: string }[] }>(
    '/api/account/sessions',
  );
  realIds = [realPostId, await callId(callee!), over, sessionOf.body.sessions[0]!.id];

  // A second app on the same database: the same code, and its routers to enumerate.
  const app = createApp(server.config, {
    db: server.db,
    engine: inject('dbEngine'),
    log: silentLogger,
    callRingMs: RING_MS,
  });
  const found = new Map<string, Set<string>>();
  for (const mw of app.middleware as {
    router?: { stack: { path: string; methods: string[] }[] };
  }[]) {
    for (const layer of mw.router?.stack ?? []) {
      if (!layer.methods.length || typeof layer.path !== 'string') continue;
      const methods = found.get(layer.path) ?? new Set();
      layer.methods.filter((m) => m !== 'HEAD').forEach((m) => methods.add(m));
      found.set(layer.path, methods);
    }
  }
  found.set(CONNECT_PATH, new Set(['GET', 'POST']));
  routes = [...found].map(([path, methods]) => ({ path, methods: [...methods] }));
  http = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((r) => http?.close(r));
  await server?.close();
});

/** Every collection's documents, hashed: equal fingerprints mean an unchanged database. */
async function fingerprint(): Promise<Record<string, string>> {
  const db = server.db.conn.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((n) => !VOLATILE.test(n) && !n.startsWith('system.'))
    .sort();
  const entries = await Promise.all(
    names.map(async (name) => {
      const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
      const hash = createHash('sha256').update(JSON.stringify(docs)).digest('hex').slice(0, 16);
      return [name, `${docs.length}:${hash}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const HOSTILE_IDS = [
  '',
  'x',
  '0',
  '-1',
  'null',
  'undefined',
  '$ne',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  '0000000000000000000000000',
  '%00',
  '%ff%fe',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
  'a'.repeat(3000),
  '1e309',
];

const HOSTILE_SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -0,
  '',
  ' ',
  'x'.repeat(6000),
  '\u0000',
  '\u202eevil',
  'Ad\u200bmin',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '😀'.repeat(100),
  '\ud800',
  'seeking',
  'like',
  'public',
  'milestone',
  'video',
  'offer',
  'candidate',
];

const FIELD_NAMES = [
  'code',
  'content',
  'reason',
  'reaction',
  'privacy',
  'post_type',
  'milestone_days',
  'milestone_type',
  'display_name',
  'support_status',
  'recovery_type',
  'support_radius',
  'bio',
  'location_visible',
  'accept_messages',
  'cursor',
  'limit',
  'email',
  'state',
  'redirect_uri',
  'client_id',
  'grant_type',
  'scope',
  'status',
  'author_id',
  '_id',
  'user_id',
  'is_admin',
  'recipient_user_id',
  'call_type',
  'kind',
  'data',
];

const OPERATOR_KEYS = ['$ne', '$gt', '$where', '$regex', '$set', '$in', 'a.b', '$expr'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

function hostileValue(rng: Rng, depth = 0): unknown {
  const roll = rng.int(10);
  if (depth > 3 || roll < 5) return rng.pick(HOSTILE_SCALARS);
  if (roll < 7) return Array.from({ length: rng.int(4) }, () => hostileValue(rng, depth + 1));
  if (roll < 8) return { [rng.pick(OPERATOR_KEYS)]: hostileValue(rng, depth + 1) };
  return hostileObject(rng, depth + 1);
}

function hostileObject(rng: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = rng.int(6); i > 0; i--) out[rng.pick(FIELD_NAMES)] = hostileValue(rng, depth);
  if (rng.chance(0.15)) out[rng.pick(OPERATOR_KEYS)] = hostileValue(rng, depth);
  return out;
}

/** A JSON text with a prototype key spelled out (JSON.stringify drops `__proto__` keys). */
const withProtoKey = (rng: Rng, json: string) =>
  json
    .replace(/^\{/, `{"${rng.pick(PROTO_KEYS)}":{"is_admin":true,"polluted":1},`)
    .replace(',}', '}');

interface Generated {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  label: string;
}

function hostileBody(rng: Rng): {
  body: string | Uint8Array;
  headers: Record<string, string>;
  kind: string;
} {
  const json = { 'Content-Type': 'application/json' };
  switch (rng.int(12)) {
    case 0:
      return {
        body: JSON.stringify({ content: 'x'.repeat(200_000) }),
        headers: json,
        kind: 'huge',
      };
    case 1: {
      const depth = 2000 + rng.int(8000);
      return { body: '['.repeat(depth) + ']'.repeat(depth), headers: json, kind: 'deep array' };
    }
    case 2: {
      const depth = 500 + rng.int(3000);
      return {
        body: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
        headers: json,
        kind: 'deep object',
      };
    }
    case 3:
      return {
        body: withProtoKey(rng, JSON.stringify(hostileObject(rng)) || '{}'),
        headers: json,
        kind: 'proto key',
      };
    case 4:
      return {
        body: rng.pick([
          '{"code":',
          'nope',
          '{"a":1}}',
          '\u0000',
          '{"a":"\\ud800"}',
          'true',
          '"str"',
          '[]',
          'null',
        ]),
        headers: json,
        kind: 'bad json',
      };
    case 5:
      return {
        body: rng.pick(['not gzip at all', gzipSync('{"content":"x"}').subarray(0, 9)]) as string,
        headers: {
          ...json,
          'Content-Encoding': rng.pick([
            'gzip',
            'deflate',
            'br',
            'compress',
            'gzip, br',
            'identity, x',
          ]),
        },
        kind: 'bad encoding',
      };
    case 6:
      return {
        body: Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]).toString('latin1'),
        headers: {
          'Content-Type': rng.pick([
            'application/json; charset=utf-16',
            'application/json; charset=bogus',
            'application/json',
          ]),
        },
        kind: 'bad charset',
      };
    case 7:
      return {
        body: rng.pick([
          '<x/>',
          '--b\r\nContent-Disposition: form-data; name="code"\r\n\r\nx\r\n--b--',
          'code=x',
        ]),
        headers: {
          'Content-Type': rng.pick([
            'text/xml',
            'multipart/form-data; boundary=b',
            'text/plain',
            'application/octet-stream',
          ]),
        },
        kind: 'other type',
      };
    case 8: {
      const params = new URLSearchParams();
      for (let i = rng.int(5); i >= 0; i--) {
        const key = rng.pick([
          ...FIELD_NAMES,
          ...OPERATOR_KEYS.map((k) => `code[${k}]`),
          '__proto__[x]',
          'constructor[prototype][x]',
          'a[b][c][d][e]',
        ]);
        params.append(key, String(rng.pick(HOSTILE_SCALARS)));
      }
      return {
        body: params.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        kind: 'form',
      };
    }
    default:
      return {
        body: JSON.stringify(rng.chance(0.8) ? hostileObject(rng) : hostileValue(rng)) ?? 'null',
        headers: json,
        kind: 'json',
      };
  }
}

function hostileQuery(rng: Rng): string {
  if (rng.chance(0.4)) return '';
  const parts: string[] = [];
  for (let i = rng.int(4); i >= 0; i--) {
    const key = rng.pick([
      'cursor',
      'limit',
      'placement',
      'scope',
      'code',
      'state',
      'error',
      '__proto__[x]',
      'constructor[prototype][y]',
      'cursor[$gt]',
      'limit[]',
      'a.b',
      '$where',
    ]);
    const value = rng.pick([
      ...HOSTILE_IDS,
      'eyJwIjotMX0',
      Buffer.from('{"pos":1e309}').toString('base64url'),
      Buffer.from(JSON.stringify({ $gt: '' })).toString('base64url'),
      'A'.repeat(5000),
      '-5',
      '99999999999',
      'NaN',
      '%',
    ]);
    parts.push(
      `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${value.startsWith('%') ? value : encodeURIComponent(value)}`,
    );
  }
  if (rng.chance(0.2)) parts.push(parts[0] ?? 'cursor=a'); // the same key twice: an array
  return `?${parts.join('&')}`;
}

/** Sometimes another spelling of the path: letter case, a trailing slash, an empty segment. */
function otherSpelling(rng: Rng, path: string): string {
  if (!rng.chance(0.2)) return path;
  switch (rng.int(4)) {
    case 0:
      return path.toUpperCase();
    case 1:
      return path.replace(/^\/(\w)/, (_, c: string) => `/${c.toUpperCase()}`);
    case 2:
      return `${path}/`;
    default:
      return path.replace(/\/(?=[^/]*$)/, '//');
  }
}

function generate(rng: Rng, n: number): Generated {
  const route = rng.pick(routes);
  const method = rng.chance(0.12)
    ? rng.pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'POST', 'GET', 'HEAD'])
    : rng.pick(route.methods);
  const path = otherSpelling(
    rng,
    route.path.replace(/:(\w+)/g, () =>
      rng.chance(0.2)
        ? rng.pick(realIds)
        : encodeURIComponent(rng.pick(HOSTILE_IDS)).replace(/%25/g, '%'),
    ),
  );
  const headers: Record<string, string> = {};
  const who = rng.pick(['nobody', 'user', 'admin', 'bogus'] as const);
  const sid =
    who === 'user'
      ? people.user.client.jar.get('sid')
      : who === 'admin'
        ? people.admin.client.jar.get('sid')
        : who === 'bogus'
          ? rng.pick(['x', 'a'.repeat(4000), '%00', 'j:{"$ne":null}'])
          : undefined;
  // Logging out would end the people's sessions for the rest of the run: only bogus cookies there.
  const cookies: string[] = [];
  if (sid && !route.path.includes('logout')) cookies.push(`sid=${sid}`);
  if (rng.chance(0.1)) cookies.push(`signin_binding=${rng.pick(HOSTILE_IDS)}`);
  if (rng.chance(0.05)) cookies.push('oauth.handshake=e30=; oauth.handshake.sig=bad');
  if (cookies.length) headers.Cookie = cookies.join('; ');
  if (rng.chance(0.1)) headers.Origin = rng.pick([base, 'null', 'https://evil.example']);
  let body: string | Uint8Array | undefined;
  let kind = 'no body';
  if (!['GET', 'HEAD', 'OPTIONS', 'PROPFIND'].includes(method) && rng.chance(0.9)) {
    const made = hostileBody(rng);
    body = made.body;
    kind = made.kind;
    Object.assign(headers, made.headers);
  }
  const url = `${path}${hostileQuery(rng)}`;
  return {
    method,
    path: url,
    headers,
    body,
    label: `#${n} ${method} ${url.slice(0, 120)} as ${who} (${kind})`,
  };
}

it(`${COUNT} hostile requests across every route: no 5xx, and refused ones change nothing`, async () => {
  const rng = generator(SEED);
  // Every router's routes are there (auth, health, profile, social, messages, users, events,
  // map, calls, the console, the local provider, grant).
  const paths = routes.map((r) => r.path);
  for (const expected of [
    '/api/sessions',
    '/api/profile',
    '/api/social/posts/:id/comments',
    '/api/messages/send',
    '/api/messages/thread/:otherUserId',
    '/api/users/:id/block',
    '/api/events',
    '/api/map/peers',
    '/api/map/resources',
    '/api/resources',
    '/api/profile/location',
    '/api/sponsored-treatment-centers',
    '/api/advertisements',
    '/api/revenue-events',
    '/media/:id',
    '/api/store/interest',
    '/api/support-requests',
    '/api/support-requests/:id/respond',
    '/api/calls/start',
    '/api/calls/:id/signal',
    '/api/calls/:id/accept',
    '/api/calls/:id/decline',
    '/api/calls/:id/end',
    '/api/calls/current',
    '/api/account/sessions',
    '/api/account/sessions/:id',
    '/api/admin/resources/:id/remove',
    '/dev-idp/token',
    CONNECT_PATH,
  ])
    expect(
      paths.some((p) => p.replace(/\/$/, '') === expected),
      expected,
    ).toBe(true);

  const serverErrors: string[] = [];
  const changedByRefusal: string[] = [];
  const statuses = new Map<number, number>();
  let before = await fingerprint();
  for (let n = 0; n < COUNT; n++) {
    const req = generate(rng, n);
    let status: number;
    try {
      const res = await fetch(`${base}${req.path}`, {
        method: req.method,
        headers: req.headers,
        body:
          typeof req.body === 'string' ? req.body : req.body ? new Uint8Array(req.body) : undefined,
        redirect: 'manual',
      });
      status = res.status;
      // A live-event stream (GET /api/events) stays open: its headers are the answer.
      const streaming = res.headers.get('content-type')?.startsWith('text/event-stream');
      if (streaming) await res.body?.cancel();
      const text = streaming || req.method === 'HEAD' ? '' : await res.text();
      if (status >= 500) serverErrors.push(`${req.label} -> ${status} ${text.slice(0, 200)}`);
    } catch (err) {
      // A reset connection is a failure of the server too.
      status = 599;
      serverErrors.push(`${req.label} -> ${String(err)}`);
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const after = await fingerprint();
    if (status >= 400) {
      const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
      if (changed.length)
        changedByRefusal.push(`${req.label} -> ${status} changed ${changed.join(', ')}`);
    }
    before = after;
  }
  const summary = `seed ${SEED}: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}x${c}`)
    .join(' ')}`;
  expect(serverErrors, summary).toEqual([]);
  expect(changedByRefusal, summary).toEqual([]);
  // The run really was hostile: most requests were refused.
  const refused = [...statuses].filter(([s]) => s >= 400).reduce((sum, [, c]) => sum + c, 0);
  expect(refused, summary).toBeGreaterThan(COUNT / 2);
}, 120_000);
