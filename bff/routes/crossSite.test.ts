import { describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';
import { GRANT_CALLBACK_PATH } from '../auth/grant';
import type { TestUser } from '../test/factory';
import { serverForFile } from '../test/serverForFile';

/**
 * Another site's page cannot make a signed-in person's browser change anything through a GET
 * (bff/middleware/fetchMetadata.ts): a link to logout does not end the session, a link to a
 * conversation does not mark it read, an image pointing at the live events does not show the
 * person online. Browsers say who started a request in Sec-Fetch-Site.
 */
const { server, make } = await serverForFile();
const REFUSED = { error: 'This request came from another site and was refused.' };

/** A GET as a browser sends it: the person's cookie and the given headers, nothing else. */
const browserGet = (who: TestUser, path: string, headers: Record<string, string>, method = 'GET') =>
  who.client.raw(path, { method, headers });

const signedIn = async (who: TestUser) => (await who.client.get('/api/users/me')).status === 200;

describe('GET /api/logout ends a session only on the app’s own request', () => {
  const foreign: [string, Record<string, string>][] = [
    ['a link on another site', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }],
    ['an image on another site', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' }],
    ['a page of a sibling site', { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' }],
    ['an address typed in the bar', { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' }],
    ['a browser without fetch metadata, without the app header', {}],
    ['the app header with the wrong value', { [APP_REQUEST_HEADER]: 'XMLHttpRequest' }],
  ];
  for (const [what, headers] of foreign) {
    it(`403 for ${what}; the session survives`, async () => {
      const me = await make.user({ profile: false });
      const res = await browserGet(me, '/api/logout', headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(REFUSED);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sid=;'))).toBe(false);
      expect(await signedIn(me)).toBe(true);
    });
  }

  it('HEAD from another site is refused too', async () => {
    const me = await make.user({ profile: false });
    const res = await browserGet(me, '/api/logout', { 'Sec-Fetch-Site': 'cross-site' }, 'HEAD');
    expect(res.status).toBe(403);
    expect(await signedIn(me)).toBe(true);
  });

  it('the app’s call (same-origin) ends it', async () => {
    const me = await make.user({ profile: false });
    const res = await browserGet(me, '/api/logout', {
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'cors',
    });
    expect(res.status).toBe(200);
    expect(await signedIn(me)).toBe(false);
  });

  it('the app’s call from a browser without fetch metadata (its header) ends it', async () => {
    const me = await make.user({ profile: false });
    const res = await browserGet(me, '/api/logout', { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE });
    expect(res.status).toBe(200);
    expect(await signedIn(me)).toBe(false);
  });
});

describe('reading a conversation marks it read only on the app’s request', () => {
  it('a link from another site is 403 and the message stays unread', async () => {
    const [ana, ben] = await make.users(2);
    expect(
      (await ana!.client.post('/api/messages/send', { recipient_user_id: ben!.id, content: 'hi' }))
        .status,
    ).toBe(201);
    const unread = async () =>
      (await ben!.client.get<{ threads: { unread_count: number }[] }>('/api/messages/threads')).body
        .threads[0]!.unread_count;
    expect(await unread()).toBe(1);
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      {} as Record<string, string>,
    ]) {
      const res = await browserGet(ben!, `/api/messages/thread/${ana!.id}`, headers);
      expect(res.status).toBe(403);
    }
    expect(await unread()).toBe(1);
    // The app's own read marks it.
    expect((await ben!.client.get(`/api/messages/thread/${ana!.id}`)).status).toBe(200);
    expect(await unread()).toBe(0);
  });
});

describe('no API request another site started', () => {
  it('the live events, the profile and a post are refused from another site', async () => {
    const me = await make.user();
    for (const path of ['/api/events', '/api/profile', '/api/social/posts']) {
      const res = await browserGet(me, path, { 'Sec-Fetch-Site': 'cross-site' });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    const post = await me.client.raw('/api/social/posts', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'from a sibling site' }),
    });
    expect(post.status).toBe(403);
  });

  it("the sign-in provider's way back (a cross-site navigation) still arrives", async () => {
    const res = await server
      .client()
      .raw(GRANT_CALLBACK_PATH, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    // Without a handshake in progress grant sends the person home; what matters is that it ran.
    expect(res.status).toBe(302);
  });

  it('the app shell and images are not API: another site may link to them', async () => {
    const res = await server.client().raw('/', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).not.toBe(403);
  });
});
