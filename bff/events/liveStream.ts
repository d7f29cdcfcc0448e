import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { EVENTS_HEARTBEAT_MS } from '../../contract/events';
import { outsideBudget } from '../db/deadline';
import { hashSecret } from '../secrets';
import type { PresenceService } from '../services/presence';
import { sessionPublicId } from '../services/sessionPublicId';
import type { SessionService } from '../services/sessions';
import type { EventHub } from './hub';

/** A stream is closed after this long, and the browser's EventSource opens a new one at once. */
const STREAM_MAX_MS = 30 * 60_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export interface LiveStreamDeps {
  hub: EventHub;
  presence: PresenceService;
  sessions: Pick<SessionService, 'userForToken'>;
  /** How often the stream beats and re-checks its session (tests shorten it). */
  heartbeatMs?: number;
}

/**
 * One person's live events as Server-Sent Events, for one browser tab: attached to the hub while
 * open (with its session, so ending that session ends it at once), counted for presence, beating
 * (and re-checking the session) every heartbeat, and ended by whichever comes first of the client
 * leaving, a sign-out or an expired session (seen at the next beat), the session ended from the
 * person's list or a suspension (a `signed_out` event), the hub closing the person's oldest
 * stream, or STREAM_MAX_MS.
 */
export function openLiveStream(
  deps: LiveStreamDeps,
  who: { userId: string; sessionToken: string },
  http: { req: IncomingMessage; res: ServerResponse },
): PassThrough {
  const { hub, presence, sessions } = deps;
  const { userId, sessionToken } = who;
  const stream = new PassThrough();
  stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  const { detach, first } = hub.attach(
    userId,
    (event) => {
      stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    () => end(),
    sessionPublicId(hashSecret(sessionToken)),
  );
  presence.connected(userId, first);
  // Outside the request's time limit: the stream outlives the request's 15 s by design.
  const heartbeat = outsideBudget(() =>
    setInterval(() => {
      void sessions
        .userForToken(sessionToken)
        .then((still) => (still?.id === userId ? stream.write(': ping\n\n') : end()))
        // A database that does not answer now (restarting) is no reason to drop the stream:
        // the next beat checks the session again.
        .catch(() => stream.write(': ping\n\n'));
    }, deps.heartbeatMs ?? EVENTS_HEARTBEAT_MS),
  );
  const lifetime = setTimeout(() => stream.end(), STREAM_MAX_MS);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    detach();
    presence.disconnected(userId, !hub.hasStream(userId));
    stream.end();
  };
  http.req.once('close', end);
  http.res.once('close', end);
  stream.once('finish', end);
  stream.once('close', end);
  // The client may have left while the session was read: its close events are already past.
  if (http.req.destroyed || http.res.destroyed || http.res.writableEnded) end();
  return stream;
}
