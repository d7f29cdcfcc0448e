import { newRouter } from '../newRouter';
import { selfOrigin } from '../../selfOrigin';
import type { Config } from '../../config';
import {
  CONNECT_PATH,
  GRANT_CALLBACK_PATH,
  publicOrigin,
  type GrantResponse,
} from '../../auth/grant';
import { SESSION_COOKIE, requireUser } from '../../auth/currentUser';
import { readProviderAnswer } from '../../auth/providerAnswer';
import { endSignInBinding, signInBindingHash, startSignInBinding } from '../../auth/signInBinding';
import type { RedirectUrlResponse, SuccessResponse } from '../../../contract/auth';
import { sessionInputSchema } from '../../../contract/auth/schemas';
import { validate } from '../../middleware/validate';
import { appOnly } from '../../middleware/fetchMetadata';
import { limitPerIp, type RateLimits } from '../../middleware/rateLimit';
import type { SessionService } from '../../services/sessions';
import type { UserService } from '../../services/users';

/** What a suspended person is told on the way back from the provider (docs/privacy-and-moderation.md). */
export const SUSPENDED_SIGN_IN = {
  error: 'account_suspended',
  error_description:
    'Your account is suspended by our moderators. If you think this is a mistake, please contact support.',
} as const;

/** Sign-in: the provider URL, grant's callback, the code exchange, the current user and logout. */
export function authRouter(
  users: UserService,
  sessions: SessionService,
  config: Config,
  limits: RateLimits,
) {
  const router = newRouter();

  const redirectUrlPath = '/api/oauth/google/redirect_url';
  router.get(redirectUrlPath, limitPerIp(limits, 'sign_in_start', redirectUrlPath), (ctx) => {
    // Sign-in starts in this browser: its login code will be bound to it (login CSRF).
    startSignInBinding(ctx, config);
    const body: RedirectUrlResponse = {
      redirectUrl: `${publicOrigin(config, selfOrigin(ctx))}${CONNECT_PATH}`,
    };
    ctx.body = body;
  });

  // grant has run before this handler and left its result on ctx.state.grant.
  router.get(GRANT_CALLBACK_PATH, async (ctx) => {
    const response = ((ctx.state as { grant?: { response?: GrantResponse } }).grant?.response ??
      {}) as GrantResponse;
    (ctx as unknown as { session: { grant?: unknown } | null }).session = null;
    const browserHash = signInBindingHash(ctx, config);
    const answer = readProviderAnswer(
      response,
      config.googleClientId ? 'google' : 'dev',
      Boolean(browserHash),
    );
    if ('failure' in answer) {
      ctx.redirect(`/auth/callback?${new URLSearchParams({ ...answer.failure }).toString()}`);
      return;
    }
    const userId = await users.signInWithProvider(answer.identity);
    if (await users.isSuspended(userId)) {
      ctx.redirect(`/auth/callback?${new URLSearchParams(SUSPENDED_SIGN_IN).toString()}`);
      return;
    }
    const code = await sessions.createLoginCode(userId, browserHash!);
    ctx.redirect(`/auth/callback?code=${encodeURIComponent(code)}`);
  });

  router.post(
    '/api/sessions',
    limitPerIp(limits, 'code_exchange', '/api/sessions'),
    validate({ body: sessionInputSchema }),
    async (ctx) => {
      const { token, expiresAt } = await sessions.redeemLoginCode(
        ctx.state.input.body.code,
        signInBindingHash(ctx, config),
        // Named once, as the session's device in the person's list of sessions.
        ctx.get('User-Agent'),
      );
      endSignInBinding(ctx, config);
      ctx.cookies.set(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.nodeEnv === 'production',
        expires: expiresAt,
        overwrite: true,
      });
      const body: SuccessResponse = { success: true };
      ctx.body = body;
    },
  );

  router.get('/api/users/me', (ctx) => {
    ctx.body = users.me(requireUser(ctx));
  });

  // A GET that ends the session: only the app's own request may (bff/middleware/fetchMetadata.ts).
  router.get('/api/logout', appOnly, async (ctx) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await sessions.endSession(token);
    ctx.cookies.set(SESSION_COOKIE, null);
    const body: SuccessResponse = { success: true };
    ctx.body = body;
  });

  return router;
}
