import { newRouter } from '../newRouter';
import { requireUser, SESSION_COOKIE, signedIn } from '../../auth/currentUser';
import { openLiveStream, type LiveStreamDeps } from '../../events/liveStream';

/** GET /api/events: the signed-in person's live events as Server-Sent Events (contract/events). */
export function eventsRouter(deps: LiveStreamDeps) {
  const router = newRouter();

  router.get('/api/events', signedIn, (ctx) => {
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-store');
    // nginx and similar proxies would otherwise hold events back in their buffers.
    ctx.set('X-Accel-Buffering', 'no');
    ctx.status = 200;
    ctx.body = openLiveStream(
      deps,
      { userId: requireUser(ctx).id, sessionToken: ctx.cookies.get(SESSION_COOKIE) ?? '' },
      { req: ctx.req, res: ctx.res },
    );
  });

  return router;
}
