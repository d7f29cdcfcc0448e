import { selfOrigin } from '../selfOrigin';
import type { Context, Middleware } from 'koa';
import type { SIGN_IN_START_PATH } from '../../contract/auth';
import grant from 'grant';
import type { Config } from '../config';
import { DEV_IDP_CLIENT_ID, devIdpClientSecret, devIdpPaths } from './devIdp';
import { startSignInBinding } from './signInBinding';

/** Where grant is mounted; its connect URL is `${origin}${GRANT_PREFIX}/google`. */
export const GRANT_PREFIX = '/api/connect';
/** Grant's connect URL: where sign-in starts, as the landing's form names it (contract/auth). */
export const CONNECT_PATH: typeof SIGN_IN_START_PATH = `${GRANT_PREFIX}/google`;
export const GRANT_CALLBACK_PATH = `${CONNECT_PATH}/callback`;

/** True when sign-in goes to Google; otherwise to the local identity provider. */
export const usesGoogle = (config: Pick<Config, 'googleClientId' | 'googleClientSecret'>) =>
  Boolean(config.googleClientId && config.googleClientSecret);

/** The origin the browser sees: PUBLIC_URL, or the request's own origin in development. */
export const publicOrigin = (config: Pick<Config, 'publicUrl'>, requestOrigin: string) =>
  config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin;

/**
 * grant's OAuth 2 / OpenID Connect flow with state, PKCE and nonce on. Its result is left on
 * ctx.state.grant.response for the callback route (transport 'state'), never in a URL.
 * `beforeConnect` runs first on the connect URL (its rate limit); the callback is the provider's.
 */
export function grantMiddleware(config: Config, beforeConnect: Middleware): Middleware[] {
  const google = usesGoogle(config);
  const provider = {
    key: google ? config.googleClientId : DEV_IDP_CLIENT_ID,
    secret: google ? config.googleClientSecret : devIdpClientSecret(config),
    scope: ['openid', 'email', 'profile'],
    response: ['tokens', 'profile'],
    state: true,
    nonce: true,
    pkce: true,
    transport: 'state',
    // No dynamic overrides: grant would take a connect request's query or body as configuration
    // (`dynamic: true`), and with none allowed it crashed on any (500). An empty list keeps every
    // request key out; only the server's own per-request values below (origin, local provider
    // URLs, from configuration) apply.
    dynamic: [] as string[],
  };
  const handler = grant.koa()({
    defaults: {
      prefix: GRANT_PREFIX,
      ...(config.publicUrl ? { origin: publicOrigin(config, '') } : {}),
    },
    google: provider,
  }) as Middleware;

  const perRequest: Middleware = async (ctx, next) => {
    if (!ctx.path.startsWith(GRANT_PREFIX)) return next();
    // Only our one provider's connect and callback reach grant; any other provider or override
    // path is not ours (404), so no request can pick a provider configuration.
    if (ctx.path !== CONNECT_PATH && ctx.path !== GRANT_CALLBACK_PATH) return next();
    // Connect is GET (or POST); the provider comes back with a GET. Other methods are the
    // router's (405).
    if (ctx.method !== 'GET' && !(ctx.method === 'POST' && ctx.path === CONNECT_PATH)) {
      return next();
    }
    // The connect URL's rate limit counts both methods grant answers there.
    return ctx.path === CONNECT_PATH
      ? beforeConnect(ctx, () => toGrant(ctx, next))
      : toGrant(ctx, next);
  };

  const toGrant: Middleware = (ctx, next) => {
    if (ctx.path === CONNECT_PATH && onOtherOrigin(ctx, config)) return;
    if (ctx.path === CONNECT_PATH) {
      // Sign-in starts here in this browser: the login code will be bound to it (login CSRF).
      startSignInBinding(ctx, config);
      // Nothing a request sends reaches grant on connect: grant would keep a connect request's
      // query or body in its handshake cookie (a large body made a cookie no browser accepts).
      ctx.request.query = {};
      (ctx.request as { body?: unknown }).body = {};
    }
    const origin = publicOrigin(config, selfOrigin(ctx));
    const dynamic: Record<string, string> = { origin };
    if (!google) {
      // The local provider lives in this same server; grant calls its token and userinfo endpoints.
      const urls = devIdpPaths(origin);
      dynamic.authorize_url = urls.authorize;
      dynamic.access_url = urls.token;
      dynamic.profile_url = urls.userinfo;
    }
    (ctx.state as { grant?: unknown }).grant = { dynamic };
    return handler(ctx, next);
  };
  return [perRequest];
}

/** The query mark of a connect request this server has already sent to the public origin. */
const MOVED_MARK = 'from_other_origin';

/**
 * Sign-in must start on the public origin: the provider returns there, and the handshake and
 * binding cookies set on connect must be the ones that callback sees. A page reached by another
 * name (an old host, the proxy's own address) whose form starts sign-in on its own origin is sent
 * to the public origin's connect URL first (once: if the request still arrives by another origin,
 * the proxy does not pass on the public host and scheme, and redirecting again would loop, so it
 * goes on as before and the mismatch is logged). True when it answered with that redirect.
 */
function onOtherOrigin(ctx: Context, config: Pick<Config, 'publicUrl'>): boolean {
  if (!config.publicUrl) return false;
  const target = publicOrigin(config, '');
  if (selfOrigin(ctx) === target) return false;
  if (ctx.query[MOVED_MARK] !== undefined) {
    console.warn(
      `sign-in started on ${selfOrigin(ctx)}, not on PUBLIC_URL's ${target}: check that the proxy passes the public host and scheme (X-Forwarded-Host, X-Forwarded-Proto)`,
    );
    return false;
  }
  ctx.status = 303;
  ctx.redirect(`${target}${CONNECT_PATH}?${MOVED_MARK}=1`);
  return true;
}

/** What grant leaves on ctx.state.grant.response after the callback. */
export interface GrantResponse {
  error?: unknown;
  error_description?: unknown;
  access_token?: string;
  id_token?: string;
  profile?: {
    sub?: unknown;
    email?: unknown;
    name?: unknown;
    email_verified?: unknown;
    error?: unknown;
  };
}
