import { selfOrigin } from '../selfOrigin';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import type { Config } from '../config';
import type { Models } from '../models';
import { hashSecret, newSecret } from './tokens';

/**
 * The local identity provider: a real OAuth 2 / OpenID Connect code flow (with PKCE) served by
 * the BFF itself, so development, tests and CI sign in exactly as production does with Google.
 * It is never mounted in production (see loadConfig).
 */
export const DEV_IDP_CLIENT_ID = 'peer-network-local';
const CODE_TTL_MS = 2 * 60_000;
const TOKEN_TTL_MS = 10 * 60_000;

export const devIdpClientSecret = (config: Pick<Config, 'cookieKeys'>) =>
  createHash('sha256').update(`dev-idp:${config.cookieKeys[0]}`).digest('base64url');

export const devIdpPaths = (origin: string) => ({
  authorize: `${origin}/dev-idp/authorize`,
  token: `${origin}/dev-idp/token`,
  userinfo: `${origin}/dev-idp/userinfo`,
});

/** The subject for an email: stable, so signing in again with it reaches the same account. */
export const devSubject = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

const authorizeQuery = z.object({
  client_id: z.literal(DEV_IDP_CLIENT_ID, { message: 'unknown client_id' }),
  redirect_uri: z.url({ message: 'redirect_uri must be a URL' }),
  response_type: z.literal('code', { message: 'response_type must be code' }),
  state: z.string().min(8, 'state is required'),
  nonce: z.string().min(8, 'nonce is required'),
  code_challenge: z.string().min(43, 'code_challenge is required'),
  code_challenge_method: z.literal('S256', { message: 'code_challenge_method must be S256' }),
  scope: z.string().optional(),
});

const signInForm = authorizeQuery.extend({
  email: z.email({ message: 'Please enter a valid email address.' }).max(254),
  display_name: z
    .string()
    .trim()
    .min(1, 'Please enter a display name.')
    .max(50, 'The display name can be at most 50 characters.'),
});

const tokenForm = z.object({
  grant_type: z.literal('authorization_code', { message: 'grant_type must be authorization_code' }),
  code: z.string().min(1, 'code is required'),
  client_id: z.literal(DEV_IDP_CLIENT_ID, { message: 'unknown client_id' }),
  client_secret: z.string().min(1, 'client_secret is required'),
  redirect_uri: z.string().min(1, 'redirect_uri is required'),
  code_verifier: z.string().min(43, 'code_verifier is required'),
});

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(
  fields: Record<string, string>,
  error?: string,
  values: { email?: string; display_name?: string } = {},
) {
  const hidden = Object.entries(fields)
    .filter(([k]) => k in authorizeQuery.shape)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in (local identity provider)</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1a1a1a; margin: 0; }
    main { max-width: 420px; margin: 10vh auto; background: #fff; padding: 32px; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
    h1 { font-size: 1.4rem; margin-top: 0; }
    p { color: #444; }
    label { display: block; font-weight: 600; margin: 16px 0 4px; }
    input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #767676; border-radius: 6px; }
    button { margin-top: 24px; width: 100%; padding: 12px; font-size: 1rem; background: #1f5f8b; color: #fff; border: 0; border-radius: 6px; cursor: pointer; }
    button:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
    .error { color: #a4001d; background: #fdecee; padding: 10px; border-radius: 6px; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in</h1>
    <p>Local identity provider for development. It stands in for Google and is never enabled in production.</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/dev-idp/authorize">
      ${hidden}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}">
      <label for="display_name">Display name</label>
      <input id="display_name" name="display_name" type="text" maxlength="50" autocomplete="name" required value="${escapeHtml(values.display_name ?? '')}">
      <button type="submit">Sign in</button>
    </form>
  </main>
</body>
</html>`;
}

function signJwt(payload: Record<string, unknown>, secret: string): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Redirect URIs the provider accepts: only this product's own grant callback. */
function redirectAllowed(redirectUri: string, origin: string, callbackPath: string) {
  try {
    const u = new URL(redirectUri);
    return u.origin === origin && u.pathname === callbackPath && !u.search;
  } catch {
    return false;
  }
}

export function devIdpRouter(
  models: Models,
  config: Config,
  callbackPath: string,
  originOf: (requestOrigin: string) => string,
) {
  const router = new Router({ prefix: '/dev-idp' });
  const secret = devIdpClientSecret(config);

  const badAuthorize = (message: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in request refused</title></head><body><main><h1>Sign-in request refused</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`;

  router.get('/authorize', (ctx) => {
    const query = authorizeQuery.safeParse(ctx.query);
    ctx.type = 'html';
    if (!query.success) {
      ctx.status = 400;
      ctx.body = badAuthorize(`Invalid sign-in request: ${query.error.issues[0]!.message}.`);
      return;
    }
    if (!redirectAllowed(query.data.redirect_uri, originOf(selfOrigin(ctx)), callbackPath)) {
      ctx.status = 400;
      ctx.body = badAuthorize('Invalid sign-in request: redirect_uri is not allowed.');
      return;
    }
    ctx.body = page(query.data as Record<string, string>);
  });

  router.post('/authorize', async (ctx) => {
    const body = (ctx.request as { body?: Record<string, string> }).body ?? {};
    const request = authorizeQuery.safeParse(body);
    ctx.type = 'html';
    if (
      !request.success ||
      !redirectAllowed(request.data.redirect_uri, originOf(selfOrigin(ctx)), callbackPath)
    ) {
      ctx.status = 400;
      ctx.body = badAuthorize('Invalid sign-in request. Please start signing in again.');
      return;
    }
    const form = signInForm.safeParse(body);
    if (!form.success) {
      ctx.status = 400;
      ctx.body = page(request.data as Record<string, string>, form.error.issues[0]!.message, {
        email: String(body.email ?? ''),
        display_name: String(body.display_name ?? ''),
      });
      return;
    }
    const code = newSecret();
    const email = form.data.email.trim().toLowerCase();
    await models.DevIdpGrant.create({
      kind: 'code',
      secret_hash: hashSecret(code),
      client_id: form.data.client_id,
      redirect_uri: form.data.redirect_uri,
      code_challenge: form.data.code_challenge,
      nonce: form.data.nonce,
      sub: devSubject(email),
      email,
      name: form.data.display_name,
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    });
    const target = new URL(form.data.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', form.data.state);
    ctx.redirect(target.toString());
  });

  router.post('/token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const form = tokenForm.safeParse((ctx.request as { body?: unknown }).body);
    if (!form.success) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_request', error_description: form.error.issues[0]!.message };
      return;
    }
    if (!same(form.data.client_secret, secret)) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client', error_description: 'client authentication failed' };
      return;
    }
    // Codes are single-use: deleting on read makes a replay fail.
    const grant = await models.DevIdpGrant.findOneAndDelete({
      kind: 'code',
      secret_hash: hashSecret(form.data.code),
    }).lean();
    const challenge = createHash('sha256').update(form.data.code_verifier).digest('base64url');
    if (
      !grant ||
      grant.expires_at.getTime() <= Date.now() ||
      grant.redirect_uri !== form.data.redirect_uri ||
      !same(grant.code_challenge, challenge)
    ) {
      ctx.status = 400;
      ctx.body = {
        error: 'invalid_grant',
        error_description: 'the code is invalid, expired, used or does not match',
      };
      return;
    }
    const accessToken = newSecret();
    await models.DevIdpGrant.create({
      kind: 'token',
      secret_hash: hashSecret(accessToken),
      client_id: grant.client_id,
      sub: grant.sub,
      email: grant.email,
      name: grant.name,
      expires_at: new Date(Date.now() + TOKEN_TTL_MS),
    });
    const now = Math.floor(Date.now() / 1000);
    ctx.body = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_MS / 1000,
      scope: 'openid email profile',
      id_token: signJwt(
        {
          iss: `${originOf(selfOrigin(ctx))}/dev-idp`,
          sub: grant.sub,
          aud: grant.client_id,
          nonce: grant.nonce,
          iat: now,
          exp: now + 600,
          email: grant.email,
          name: grant.name,
        },
        secret,
      ),
    };
  });

  router.get('/userinfo', async (ctx) => {
    const m = /^Bearer (\S+)$/.exec(ctx.get('Authorization'));
    const token = m?.[1]
      ? await models.DevIdpGrant.findOne({ kind: 'token', secret_hash: hashSecret(m[1]) }).lean()
      : null;
    if (!token || token.expires_at.getTime() <= Date.now()) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      ctx.body = { error: 'invalid_token' };
      return;
    }
    ctx.body = { sub: token.sub, email: token.email, email_verified: true, name: token.name };
  });

  return router;
}
