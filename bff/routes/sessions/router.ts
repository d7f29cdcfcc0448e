import type { Context } from 'koa';
import type { AccountSessions, SessionsEnded } from '../../../contract/account';
import { sessionParamsSchema } from '../../../contract/account/schemas';
import { SESSION_COOKIE, requireUser, signedIn } from '../../auth/currentUser';
import { validate } from '../../middleware/validate';
import { hashSecret } from '../../secrets';
import { sessionPublicId } from '../../services/sessionPublicId';
import type { SessionService } from '../../services/sessions';
import { newRouter } from '../newRouter';

/**
 * 'My sessions' (docs/product.md, Privacy & account): the person's signed-in browsers, ending one
 * of them, or every one but this. Ending a session signs its open tabs out at once (the live event
 * `signed_out`, for that session only). The DELETEs change state, so the origin check guards them
 * (bff/middleware/originCheck.ts); the list changes nothing anyone sees.
 */
export function sessionsRouter(sessions: SessionService) {
  const router = newRouter();
  const path = '/api/account/sessions';
  /** The hash of this request's session (signedIn has run: its cookie names a valid one). */
  const currentHash = (ctx: Context) => hashSecret(ctx.cookies.get(SESSION_COOKIE) ?? '');

  router.get(path, signedIn, async (ctx) => {
    const body: AccountSessions = {
      sessions: await sessions.list(requireUser(ctx).id, currentHash(ctx)),
    };
    ctx.body = body;
  });

  // A malformed id is a 400 naming it (not the usual 404 of an id that does not parse): the app
  // only ever sends ids it was given, so one that is not an id is a bug to see, not a lookup.
  router.delete(`${path}/:id`, signedIn, validate({ params: sessionParamsSchema }), async (ctx) => {
    const { id } = ctx.state.input.params;
    await sessions.end(requireUser(ctx).id, id);
    // This browser's own session: it is signed out, like logout.
    if (id === sessionPublicId(currentHash(ctx))) ctx.cookies.set(SESSION_COOKIE, null);
    ctx.status = 204;
  });

  router.delete(path, signedIn, async (ctx) => {
    const body: SessionsEnded = {
      ended: await sessions.endOthers(requireUser(ctx).id, currentHash(ctx)),
    };
    ctx.body = body;
  });

  return router;
}
