import { createHash } from 'node:crypto';
import type { Config } from '../config';

/**
 * The local identity provider: a real OAuth 2 / OpenID Connect code flow (with PKCE) served by
 * the BFF itself, so development, tests and CI sign in exactly as production does with Google.
 * It is never mounted in production (see loadConfig). Its routes are bff/routes/devIdp/, its
 * codes and tokens bff/services/devIdp.ts; here is what grant needs to know of it.
 */
export const DEV_IDP_CLIENT_ID = 'peer-network-local';

export const devIdpClientSecret = (config: Pick<Config, 'cookieKeys'>) =>
  createHash('sha256').update(`dev-idp:${config.cookieKeys[0]}`).digest('base64url');

export const devIdpPaths = (origin: string) => ({
  authorize: `${origin}/dev-idp/authorize`,
  token: `${origin}/dev-idp/token`,
  userinfo: `${origin}/dev-idp/userinfo`,
});
