import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { SIGN_IN_START_PATH } from '../../../contract/auth';

/**
 * Behind a proxy with PUBLIC_URL set, sign-in starts on the public origin whatever name the page
 * was reached by: the provider comes back there, so the handshake cookies must be set there too.
 */
const PUBLIC = 'https://peers.example.org';
const viaProxy = (host: string, proto = 'https') => ({
  'X-Forwarded-Host': host,
  'X-Forwarded-Proto': proto,
  'X-Forwarded-For': '127.0.0.1',
});

describe('connect behind a proxy with PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: PUBLIC });
  });
  afterAll(() => server.close());

  it('on the public origin, goes straight to the provider', async () => {
    const res = await server
      .client()
      .raw(SIGN_IN_START_PATH, { headers: viaProxy('peers.example.org') });
    expect(res.status).toBe(302);
    const provider = new URL(res.headers.get('location')!);
    expect(provider.pathname).toBe('/dev-idp/authorize');
    expect(provider.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/api/connect/google/callback`);
    expect(res.headers.get('set-cookie')).toMatch(/signin_binding=.*oauth\.handshake=/);
  });

  it.each([
    ['another host name', viaProxy('old.example.org')],
    ['plain http', viaProxy('peers.example.org', 'http')],
  ])('reached by %s, is sent to the public origin first, setting no cookie', async (_, headers) => {
    const res = await server.client().raw(SIGN_IN_START_PATH, { headers });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${PUBLIC}${SIGN_IN_START_PATH}?from_other_origin=1`);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a form sent by POST is sent on as a GET', async () => {
    const res = await server.client().raw(SIGN_IN_START_PATH, {
      method: 'POST',
      headers: viaProxy('old.example.org'),
    });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).origin).toBe(PUBLIC);
  });

  it('never loops: a proxy that hides the public name gets sign-in as before, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await server.client().raw(`${SIGN_IN_START_PATH}?from_other_origin=1`, {
        headers: viaProxy('internal:8080', 'http'),
      });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!).pathname).toBe('/dev-idp/authorize');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not on PUBLIC_URL's/));
    } finally {
      warn.mockRestore();
    }
  });
});
