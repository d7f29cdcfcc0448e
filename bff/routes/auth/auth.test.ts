import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { devIdpClientSecret } from '../../auth/devIdp';
import { serverForFile } from '../../test/serverForFile';
import { SIGN_IN_START_PATH } from '../../../contract/auth';

const { server, make } = await serverForFile();

/** A code from the local provider for a PKCE challenge of our own (as grant would request it). */
async function providerCode(verifier: string): Promise<string> {
  const redirectUri = `${server.url}/api/connect/google/callback`;
  const res = await fetch(`${server.url}/dev-idp/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'peer-network-local',
      redirect_uri: redirectUri,
      response_type: 'code',
      state: randomBytes(20).toString('hex'),
      nonce: randomBytes(20).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      email: 'pkce@example.com',
      display_name: 'Pkce',
    }),
  });
  const code = new URL(res.headers.get('location')!).searchParams.get('code');
  if (!code) throw new Error(`no code from the provider (status ${res.status})`);
  return code;
}

const tokenRequest = (code: string, verifier: string) =>
  fetch(`${server.url}/dev-idp/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: 'peer-network-local',
      client_secret: devIdpClientSecret(server.config),
      redirect_uri: `${server.url}/api/connect/google/callback`,
      code_verifier: verifier,
    }),
  });

describe('GET /api/oauth/google/redirect_url', () => {
  it("answers grant's connect URL on this server, where the landing's form starts too", async () => {
    const res = await server
      .client()
      .get<{ redirectUrl: string }>('/api/oauth/google/redirect_url');
    expect(res.status).toBe(200);
    expect(res.body.redirectUrl).toBe(`${server.url}/api/connect/google`);
    expect(res.body.redirectUrl).toBe(`${server.url}${SIGN_IN_START_PATH}`);
  });

  it('connect redirects to the provider with state, nonce and PKCE', async () => {
    const client = server.client();
    const res = await client.raw('/api/connect/google');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/dev-idp/authorize');
    expect(location.searchParams.get('state')).toMatch(/^[0-9a-f]{40}$/);
    expect(location.searchParams.get('nonce')).toMatch(/^[0-9a-f]{40}$/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${server.url}/api/connect/google/callback`,
    );
    expect(location.searchParams.get('scope')).toBe('openid email profile');
  });
});

describe('grant takes provider, scopes and redirect only from configuration', () => {
  const expectConfiguredRedirect = (res: Response) => {
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(server.url);
    expect(location.pathname).toBe('/dev-idp/authorize');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${server.url}/api/connect/google/callback`,
    );
    expect(location.searchParams.get('client_id')).toBe('peer-network-local');
  };

  it.each([
    'scope=admin',
    'redirect_uri=https://evil.example/steal',
    'authorize_url=https://evil.example/authorize&origin=https://evil.example',
    'key=other-client&callback=https://evil.example',
    'a[b][c]=1&__proto__[x]=1',
  ])('a query (%s) on connect is ignored', async (query) => {
    expectConfiguredRedirect(await server.client().raw(`/api/connect/google?${query}`));
  });

  it('a body on connect is ignored (JSON and form)', async () => {
    const client = server.client();
    expectConfiguredRedirect(
      await client.raw('/api/connect/google', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ scope: 'admin', redirect_uri: 'https://evil.example/' }),
      }),
    );
    expectConfiguredRedirect(
      await client.raw('/api/connect/google', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'scope=admin&origin=https%3A%2F%2Fevil.example',
      }),
    );
  });

  it('a large or deeply nested body on connect never reaches the handshake cookie', async () => {
    const deep = '{"a":'.repeat(30) + JSON.stringify('x'.repeat(20_000)) + '}'.repeat(30);
    for (const body of [deep, JSON.stringify({ scope: 'x'.repeat(50_000) })]) {
      const res = await server.client().raw('/api/connect/google', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expectConfiguredRedirect(res);
      const cookies = res.headers.getSetCookie().join('; ');
      expect(cookies.length).toBeLessThan(2000);
    }
  });

  it.each(['/api/connect/evil', '/api/connect/google/override', '/api/connect/google/x/y'])(
    'another provider or override (%s) is a 404 JSON',
    async (path) => {
      const res = await server.client().get(path);
      expect(res.status).toBe(404);
      expect(Object.keys(res.body)).toEqual(['error']);
    },
  );
});

describe('local identity provider', () => {
  it('shows a sign-in page with Email, Display name and Sign in', async () => {
    const client = server.client();
    const connect = await client.raw('/api/connect/google');
    const page = await client.raw(connect.headers.get('location')!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="display_name">Display name</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  it('refuses a foreign redirect_uri', async () => {
    const client = server.client();
    const connect = await client.raw('/api/connect/google');
    const url = new URL(connect.headers.get('location')!);
    url.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const page = await client.raw(url.toString());
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('redirect_uri is not allowed');
  });

  it('re-shows the form with a message for an invalid email', async () => {
    const client = server.client();
    const connect = await client.raw('/api/connect/google');
    const form = new URLSearchParams(new URL(connect.headers.get('location')!).searchParams);
    form.set('email', 'not-an-email');
    form.set('display_name', 'Sam');
    const res = await client.raw('/dev-idp/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please enter a valid email address.');
  });

  it('refuses a token request without the right PKCE verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    // The right client and code with a wrong verifier: refused, and the code is spent.
    const code = await providerCode(verifier);
    const wrong = await tokenRequest(code, randomBytes(32).toString('base64url'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await tokenRequest(code, verifier)).status).toBe(400);
    // The same exchange with the right verifier succeeds, so the verifier made the difference.
    const right = await tokenRequest(await providerCode(verifier), verifier);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ token_type: 'Bearer' });
  });

  it('refuses a token request with a wrong client secret', async () => {
    const res = await fetch(`${server.url}/dev-idp/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'made-up',
        client_id: 'peer-network-local',
        client_secret: 'wrong',
        redirect_uri: `${server.url}/api/connect/google/callback`,
        code_verifier: 'x'.repeat(64),
      }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses userinfo without a valid token', async () => {
    const res = await fetch(`${server.url}/dev-idp/userinfo`, {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(res.status).toBe(401);
  });

  it('a tampered state is refused by grant and reported on /auth/callback', async () => {
    const client = server.client();
    const connect = await client.raw('/api/connect/google');
    const form = new URLSearchParams(new URL(connect.headers.get('location')!).searchParams);
    form.set('state', 'f'.repeat(40));
    form.set('email', 'sam@example.com');
    form.set('display_name', 'Sam');
    const posted = await client.raw('/dev-idp/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const callback = await client.raw(posted.headers.get('location')!);
    const final = new URL(callback.headers.get('location')!, server.url);
    expect(final.pathname).toBe('/auth/callback');
    expect(final.searchParams.get('code')).toBeNull();
    expect(final.searchParams.get('error_description')).toContain('state mismatch');
  });

  it('a provider error (access_denied) reaches /auth/callback with its description', async () => {
    const client = server.client();
    await client.raw('/api/connect/google');
    const callback = await client.raw(
      '/api/connect/google/callback?error=access_denied&error_description=User%20cancelled',
    );
    const final = new URL(callback.headers.get('location')!, server.url);
    expect(final.pathname).toBe('/auth/callback');
    expect(final.searchParams.get('error')).toBe('access_denied');
    expect(final.searchParams.get('error_description')).toBe('User cancelled');
  });
});

describe('POST /api/sessions', () => {
  it('exchanges a one-time code for a session cookie', async () => {
    const client = server.client();
    const code = await client.obtainLoginCode('ria@example.com', 'Ria');
    const res = await client.post('/api/sessions', { code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: expect.any(String), email: 'ria@example.com', is_admin: false });
  });

  it('a code works once', async () => {
    const client = server.client();
    const code = await client.obtainLoginCode('once@example.com', 'Once');
    const binding = client.jar.get('signin_binding')!;
    expect((await client.post('/api/sessions', { code })).status).toBe(200);
    // Even from the browser that started it, with its sign-in cookie put back.
    const again = await fetch(`${server.url}/api/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `signin_binding=${binding}` },
      body: JSON.stringify({ code }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'This sign-in code is not valid or was already used. Please sign in again.',
    });
  });

  it('concurrent exchanges of one code: exactly one succeeds', async () => {
    const client = server.client();
    const code = await client.obtainLoginCode('race@example.com', 'Race');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/sessions', { code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
  });

  it('an expired code is refused', async () => {
    const client = server.client();
    const code = await client.obtainLoginCode('late@example.com', 'Late');
    await make.expireLoginCode(code);
    const res = await client.post('/api/sessions', { code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'This sign-in code has expired. Please sign in again.' });
  });

  it('names the missing code', async () => {
    const res = await server.client().post('/api/sessions', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'code is required.' });
  });

  it('refuses a code that is not text', async () => {
    const res = await server.client().post('/api/sessions', { code: 42 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'code must be text.' });
  });

  it('refuses operator injection', async () => {
    const res = await server.client().post('/api/sessions', { code: { $ne: null } });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('"$ne"');
  });

  it('refuses a foreign Origin with 403', async () => {
    const client = server.client();
    const code = await client.obtainLoginCode('csrf@example.com', 'C');
    const res = await client.post('/api/sessions', { code }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This request came from another site and was refused.' });
  });

  it('refuses malformed JSON and oversized bodies', async () => {
    const client = server.client();
    const bad = await client.json('POST', '/api/sessions', '{"code":', {
      'Content-Type': 'application/json',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'The request body is not valid JSON.' });
    const big = await client.post('/api/sessions', { code: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: 'The request is too large.' });
  });
});

describe('login CSRF: a code is bound to the browser that started sign-in', () => {
  const OTHER_BROWSER = {
    error: 'This sign-in was started in another browser. Please sign in again on this device.',
  };

  it('sets a short-lived httpOnly SameSite=Lax cookie when sign-in starts', async () => {
    for (const path of ['/api/oauth/google/redirect_url', '/api/connect/google']) {
      const res = await server.client().raw(path);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('signin_binding='));
      expect(cookie, path).toBeDefined();
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).toMatch(/path=\//i);
      const expires = Date.parse(/expires=([^;]+)/i.exec(cookie!)![1]!);
      expect(expires - Date.now()).toBeGreaterThan(5 * 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    }
  });

  it("an attacker's code in the victim's browser is refused, and burns nothing of the victim's", async () => {
    const victim = await make.user({ name: 'Victim' });
    // The victim started a sign-in of their own too (their browser holds a binding cookie).
    await victim.client.get('/api/oauth/google/redirect_url');
    const attacker = server.client();
    const code = await attacker.obtainLoginCode('attacker@example.com', 'Attacker');

    const res = await victim.client.post('/api/sessions', { code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(OTHER_BROWSER);
    // The victim is still signed in as themselves, not as the attacker.
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    const me = await victim.client.get<{ email: string }>('/api/users/me');
    expect(me.body.email).toBe(victim.email);
  });

  it('a browser that never started sign-in cannot exchange a code', async () => {
    const code = await server.client().obtainLoginCode('fresh@example.com', 'Fresh');
    const res = await server.client().post('/api/sessions', { code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(OTHER_BROWSER);
  });

  it('a refused exchange does not spend the code: it still works where sign-in started', async () => {
    const owner = server.client();
    const code = await owner.obtainLoginCode('owner@example.com', 'Owner');
    // Someone who learned the code (a leaked link) tries it in their own browser first.
    const thief = server.client();
    await thief.get('/api/oauth/google/redirect_url');
    expect((await thief.post('/api/sessions', { code })).status).toBe(400);
    const res = await owner.post('/api/sessions', { code });
    expect(res.status).toBe(200);
    expect((await owner.get<{ email: string }>('/api/users/me')).body.email).toBe(
      'owner@example.com',
    );
  });

  it('the binding cookie is cleared once the code is exchanged', async () => {
    const client = server.client();
    const code = await client.obtainLoginCode('clear@example.com', 'Clear');
    expect(client.jar.get('signin_binding')).toBeDefined();
    const res = await client.post('/api/sessions', { code });
    expect(res.status).toBe(200);
    expect(client.jar.get('signin_binding')).toBeUndefined();
  });

  it('a callback reached without the sign-in cookie issues no code', async () => {
    const client = server.client();
    const connect = await client.raw('/api/connect/google');
    const form = new URLSearchParams(new URL(connect.headers.get('location')!).searchParams);
    form.set('email', 'lost@example.com');
    form.set('display_name', 'Lost');
    const posted = await client.raw('/dev-idp/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const handshake = client.jar.header();
    const withoutBinding = handshake
      .split('; ')
      .filter((c) => !c.startsWith('signin_binding='))
      .join('; ');
    const callback = await fetch(posted.headers.get('location')!, {
      headers: { Cookie: withoutBinding },
      redirect: 'manual',
    });
    const final = new URL(callback.headers.get('location')!, server.url);
    expect(final.pathname).toBe('/auth/callback');
    expect(final.searchParams.get('code')).toBeNull();
    expect(final.searchParams.get('error')).toBe('signin_expired');
  });
});

describe('GET /api/users/me and /api/logout', () => {
  it('401 without a session', async () => {
    const res = await server.client().get('/api/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in to continue.' });
  });

  it('ADMIN_EMAILS decides who is admin, on the server', async () => {
    const client = server.client();
    await client.signIn('Admin@Example.com', 'Admin');
    const me = await client.get('/api/users/me');
    expect(me.body).toMatchObject({ email: 'admin@example.com', is_admin: true });
  });

  it('the same email signs in to the same account', async () => {
    const a = server.client();
    const b = server.client();
    await a.signIn('same@example.com', 'Same');
    await b.signIn('same@example.com', 'Same again');
    expect((await a.get('/api/users/me')).body.id).toBe((await b.get('/api/users/me')).body.id);
  });

  it('logout ends the session on the server', async () => {
    const client = server.client();
    await client.signIn('bye@example.com', 'Bye');
    const token = client.jar.get('sid')!;
    const out = await client.get('/api/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    // Even a copy of the old cookie no longer works.
    const replay = await fetch(`${server.url}/api/users/me`, {
      headers: { Cookie: `sid=${token}` },
    });
    expect(replay.status).toBe(401);
  });

  it('an expired session is refused and removed; other sessions stay', async () => {
    const [expired, other] = await make.users(2, { profile: false });
    const token = await make.expireSession(expired!);
    expect(await make.sessionExists(token)).toBe(true);
    const res = await expired!.client.get('/api/users/me');
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid=;'))).toBe(true);
    expect(await make.sessionExists(token)).toBe(false);
    expect((await other!.client.get('/api/users/me')).status).toBe(200);
  });
});
