import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * The client address the per-address limits count (ctx.ip). Behind TRUSTED_PROXY_HOPS proxies it
 * is the address the last trusted proxy appended to X-Forwarded-For; whatever the client wrote
 * before that is never believed. Without proxies the header is ignored altogether.
 */
const LIMITS = { RATE_LIMITS: 'sign_in_start=2/600,code_exchange=1000/60' };

async function signInStarts(server: TestServer, forwardedFor: (i: number) => string, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await server.client().raw('/api/oauth/google/redirect_url', {
      headers: { 'X-Forwarded-For': forwardedFor(i) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('behind one proxy (production: PUBLIC_URL set, TRUSTED_PROXY_HOPS default 1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...LIMITS, PUBLIC_URL: 'https://peers.example.org' });
  });
  afterAll(() => server.close());

  it('a forged first entry changes nothing: the proxy’s entry is counted', async () => {
    expect(server.config.trustedProxyHops).toBe(1);
    const statuses = await signInStarts(server, (i) => `10.9.${i}.1, 127.0.0.200`, 40);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(new Set(statuses.slice(2))).toEqual(new Set([429]));
  });

  it('another client behind the same proxy has its own count', async () => {
    expect(await signInStarts(server, () => '127.0.0.201', 2)).toEqual([200, 200]);
  });
});

describe('behind two proxies (TRUSTED_PROXY_HOPS=2: a CDN, then a load balancer)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...LIMITS,
      PUBLIC_URL: 'https://peers.example.org',
      TRUSTED_PROXY_HOPS: '2',
    });
  });
  afterAll(() => server.close());

  it('counts the entry the CDN appended, not what the client wrote before it', async () => {
    const forged = await signInStarts(server, (i) => `10.8.${i}.1, 203.0.113.7, 10.0.0.2`, 5);
    expect(forged).toEqual([200, 200, 429, 429, 429]);
    const others = await signInStarts(server, (i) => `203.0.113.${20 + i}, 10.0.0.2`, 3);
    expect(others).toEqual([200, 200, 200]);
  });
});

describe('without a proxy (development, or TRUSTED_PROXY_HOPS=0)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(LIMITS);
  });
  afterAll(() => server.close());

  it('X-Forwarded-For is ignored: the connection’s own address is counted', async () => {
    expect(server.config.trustedProxyHops).toBe(0);
    const statuses = await signInStarts(server, (i) => `10.7.${i}.1`, 4);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
