import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { EVENTS_HEARTBEAT_MS } from '../../../contract/events';
import { requireUser, SESSION_COOKIE, signedIn, type AuthState } from '../../auth/currentUser';
import { outsideBudget } from '../../db/deadline';
import type { EventHub } from '../../events/hub';
import type { PresenceService } from '../../services/presence';
import type { SessionService } from '../../services/sessions';

/**
 * A stream is closed after this long, and the browser's EventSource opens a new one at once.
 */
export const STREAM_MAX_MS = 30 * 60_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/** GET /api/events: the signed-in person's live events as Server-Sent Events (contract/events). */
export function eventsRouter(
  hub: EventHub,
  presence: PresenceService,
  sessions: Pick<SessionService, 'userForToken'>,
  opts: { maxMs?: number; heartbeatMs?: number } = {},
) {
  const router = new Router<AuthState>();

  router.get('/api/events', signedIn, (ctx) => {
    const user = requireUser(ctx);
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-store');
    // nginx and similar proxies would otherwise hold events back in their buffers.
    ctx.set('X-Accel-Buffering', 'no');
    const stream = new PassThrough();
    ctx.status = 200;
    ctx.body = stream;
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    const token = ctx.cookies.get(SESSION_COOKIE) ?? '';
    const { detach, first } = hub.attach(
      user.id,
      (event) => {
        stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      },
      () => end(),
    );
    presence.connected(user.id, first);
    // Each beat also checks the session: after a sign-out (on any process) or its expiry the
    // stream ends within one beat, and the browser's reconnect is refused.
    // Outside the request's time limit: the stream outlives the request's 15 s by design.
    const heartbeat = outsideBudget(() =>
      setInterval(() => {
        void sessions
          .userForToken(token)
          .then((still) => (still?.id === user.id ? stream.write(': ping\n\n') : end()))
          // A database that does not answer now (restarting) is no reason to drop the stream:
          // the next beat checks the session again.
          .catch(() => stream.write(': ping\n\n'));
      }, opts.heartbeatMs ?? EVENTS_HEARTBEAT_MS),
    );
    const lifetime = setTimeout(() => stream.end(), opts.maxMs ?? STREAM_MAX_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      detach();
      presence.disconnected(user.id, !hub.hasStream(user.id));
      stream.end();
    };
    ctx.req.once('close', end);
    ctx.res.once('close', end);
    stream.once('finish', end);
    stream.once('close', end);
    // The client may have left while the session was read: its close events are already past.
    if (ctx.req.destroyed || ctx.res.destroyed || ctx.res.writableEnded) end();
  });

  return router;
}
