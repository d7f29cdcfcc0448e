import { newRouter } from '../newRouter';
import { selfOrigin } from '../../selfOrigin';
import { sameSecret } from '../../secrets';
import type { DevIdpService } from '../../services/devIdp';
import { badAuthorize, page } from './page';
import { authorizeQuery, signInForm, tokenForm } from './schemas';

/** Redirect URIs the provider accepts: only this product's own grant callback. */
function redirectAllowed(redirectUri: string, origin: string, callbackPath: string) {
  try {
    const u = new URL(redirectUri);
    return u.origin === origin && u.pathname === callbackPath && !u.search;
  } catch {
    return false;
  }
}

/**
 * The local identity provider's endpoints (development and tests only, never in production):
 * its sign-in page, the code it redirects back with, the token endpoint and userinfo, answered as
 * an OAuth 2 / OpenID Connect provider answers (HTML pages, then OAuth's own JSON errors).
 */
export function devIdpRouter(
  devIdp: DevIdpService,
  opts: {
    clientSecret: string;
    callbackPath: string;
    originOf: (requestOrigin: string) => string;
  },
) {
  // Mounted beside the others (AuthState); the provider itself reads no session.
  const router = newRouter('/dev-idp');
  const ours = (ctx: Parameters<typeof selfOrigin>[0], redirectUri: string) =>
    redirectAllowed(redirectUri, opts.originOf(selfOrigin(ctx)), opts.callbackPath);

  router.get('/authorize', (ctx) => {
    const query = authorizeQuery.safeParse(ctx.query);
    ctx.type = 'html';
    if (!query.success) {
      ctx.status = 400;
      ctx.body = badAuthorize(`Invalid sign-in request: ${query.error.issues[0]!.message}.`);
      return;
    }
    if (!ours(ctx, query.data.redirect_uri)) {
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
    if (!request.success || !ours(ctx, request.data.redirect_uri)) {
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
    const code = await devIdp.issueCode(form.data);
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
    if (!sameSecret(form.data.client_secret, opts.clientSecret)) {
      ctx.status = 401;
      ctx.body = { error: 'invalid_client', error_description: 'client authentication failed' };
      return;
    }
    const answer = await devIdp.exchange(form.data, `${opts.originOf(selfOrigin(ctx))}/dev-idp`);
    if (!answer) {
      ctx.status = 400;
      ctx.body = {
        error: 'invalid_grant',
        error_description: 'the code is invalid, expired, used or does not match',
      };
      return;
    }
    ctx.body = answer;
  });

  router.get('/userinfo', async (ctx) => {
    const m = /^Bearer (\S+)$/.exec(ctx.get('Authorization'));
    const person = m?.[1] ? await devIdp.userinfo(m[1]) : null;
    if (!person) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      ctx.body = { error: 'invalid_token' };
      return;
    }
    ctx.body = person;
  });

  return router;
}
