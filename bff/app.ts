import bodyParser from '@koa/bodyparser';
import type { Agent } from 'node:https';
import Koa from 'koa';
import helmet from 'koa-helmet';
import session from 'koa-session';
import { background } from './background';
import type { Config } from './config';
import { loadUser } from './auth/currentUser';
import { devIdpClientSecret } from './auth/devIdp';
import { devIdpRouter } from './routes/devIdp/router';
import { devIdpService } from './services/devIdp';
import {
  CONNECT_PATH,
  GRANT_CALLBACK_PATH,
  grantMiddleware,
  publicOrigin,
  usesGoogle,
} from './auth/grant';
import { sessionService } from './services/sessions';
import { backfillSessionLists } from './services/sessionListBackfill';
import { sessionsRouter } from './routes/sessions/router';
import type { Database } from './db/connect';
import { engineSeam, type EngineName } from './db/seam';
import { errorHandler } from './errors';
import { createLogger, type Logger } from './logger';
import type { DatabaseStatus } from './db/supervisor';
import { databaseGate, onlyWhereSession } from './middleware/databaseGate';
import { requestTimeout } from './middleware/requestTimeout';
import { noStoreApi } from './middleware/apiHeaders';
import { decodeBodyOr400 } from './middleware/bodyDecoding';
import { originCheck } from './middleware/originCheck';
import { rejectOperators } from './middleware/rejectOperators';
import { requestLog } from './middleware/requestLog';
import { limitPerIp, rateLimits } from './middleware/rateLimit';
import { isolateApi } from './middleware/fetchMetadata';
import { oneSpelling } from './middleware/oneSpelling';
import { idempotencyService } from './services/idempotency';
import { accountRouter } from './routes/account/router';
import { accountService } from './services/account';
import { authRouter } from './routes/auth/router';
import { callsRouter } from './routes/calls/router';
import { eventsRouter } from './routes/events/router';
import { messagesRouter } from './routes/messages/router';
import { usersRouter } from './routes/users/router';
import type { EventBus } from './events/bus';
import { databaseBus } from './events/databaseBus';
import { memoryBus } from './events/memoryBus';
import { callService } from './services/calls';
import { mapCells } from './services/mapCells';
import { mapPeers } from './services/mapPeers';
import { placesService } from './services/places';
import { mapRouter } from './routes/map/router';
import { helpRouter } from './routes/help/router';
import { shopRouter } from './routes/shop/router';
import { shopService } from './services/shop';
import { helpService } from './services/help';
import { notificationsRouter } from './routes/notifications/router';
import { supportRouter } from './routes/support/router';
import { notificationService } from './services/notifications';
import { pushDevices, type VapidKeys } from './services/notifications/push';
import { databaseDueStore, dueTicker } from './services/notifications/schedule';
import { vapidKeys } from './vapid';
import { supportService } from './services/support';
import { messaging } from './services/messaging';
import { personReportService } from './services/personReports';
import { healthRouter } from './routes/health/router';
import { adminRouter } from './routes/admin/router';
import { contactRouter } from './routes/contact/router';
import { adminService } from './services/admin';
import { backfillModeration } from './services/admin/backfill';
import { profileRouter } from './routes/profile/router';
import { socialRouter } from './routes/social/router';
import { socialService } from './services/social';
import { profileService } from './services/profile';
import { userService } from './services/users';
import { compressResponses, serveApp } from './static';
import { sessionPages } from './pages/sessionPage';

export interface AppDeps {
  db: Database;
  /** Which engine serves the database ('external' | 'mongod' | 'ferretdb'), reported by /api/health. */
  engine: string;
  log?: Logger;
  /** The embedded engine's supervisor: while it restarts, API requests answer 503 at once. */
  dbStatus?: DatabaseStatus;
  /** The live-event bus; by default the one config.eventBus names. Tests share one across apps. */
  bus?: EventBus;
  /** How often live streams beat and re-check their session (tests shorten it). */
  eventsHeartbeatMs?: number;
  /** How long a closed last stream waits before the person shows offline (tests shorten it). */
  presenceOfflineMs?: number;
  /** How long a call rings before it is missed (tests shorten it). */
  callRingMs?: number;
  /** How long an answered call waits for a person gone offline to come back (tests shorten it). */
  callOfflineGraceMs?: number;
  /** Pushes: another VAPID identity (null: none), and the HTTPS agent tests trust their push service with. */
  push?: { vapid?: VapidKeys | null; agent?: Agent };
  /** The clock of reminders and quiet hours (tests move it). */
  now?: () => Date;
  /** How often due reminders and held pushes are looked for (tests shorten it). */
  dueTickMs?: number;
}

/** Reminders are due on the minute: looked for four times a minute. */
const DUE_TICK_MS = 15_000;

/** How often expired sessions, idempotency answers and revenue guards are swept away. */
const SWEEP_MS = 15 * 60_000;

/** Builds the BFF without listening, so tests run it in-process. */
export function createApp(config: Config, deps: AppDeps): Koa {
  const log = deps.log ?? createLogger(config.logRequests);
  const jobs = background(log);
  const { models, conn } = deps.db;
  // Where the engines differ in isolation and reads by `_id` (bff/db/seam.ts).
  const seam = engineSeam(conn, deps.engine as EngineName);
  const onError = (err: unknown) => jobs.failed('events.delivery', err);
  const bus =
    deps.bus ??
    (config.eventBus === 'database' ? databaseBus(conn, { onError }) : memoryBus({ onError }));
  // Ending a session from the person's list signs its open tabs out over the bus.
  const sessions = sessionService(models, config, seam, { jobs, events: bus });
  // Behind TRUSTED_PROXY_HOPS proxies, ctx.ip is the address the last of them appended to
  // X-Forwarded-For; what the client wrote before it is never believed (README, Deployment notes).
  const app = new Koa({
    proxy: config.trustedProxyHops > 0,
    maxIpsCount: config.trustedProxyHops,
    keys: config.cookieKeys,
  });
  // Errors after the answer started (a streamed body): a person closing their live-event stream
  // is how such a stream normally ends, not an error; anything else is logged, never printed raw.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    log.error('response_error', { error: err.message });
  });

  // One line per request unless LOG_REQUESTS says otherwise (off in tests by default).
  if (config.logRequests) app.use(requestLog(log));
  // Every /api answer is Cache-Control: no-store (private data must not sit in shared caches).
  app.use(noStoreApi());
  app.use(compressResponses());
  app.use(errorHandler(log));
  // One spelling per route, before anything reads the path (bff/middleware/oneSpelling.ts).
  app.use(oneSpelling());
  app.use(requestTimeout(config.requestTimeoutMs));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': [
            "'self'",
            'data:',
            'blob:',
            'https://*.tile.openstreetmap.org',
            'https://tile.openstreetmap.org',
            // The configured map tiles (MAP_TILE_URL).
            new URL(config.mapTileUrl.replace(/\{[zxy]\}/g, '0')).origin,
          ],
          // MUI (emotion) injects style elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': config.nodeEnv === 'production' ? [] : null,
        },
      },
      // 'no-referrer' would make browsers send `Origin: null` on our own form posts.
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: config.nodeEnv === 'production',
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A short-lived, signed cookie that holds only grant's state, nonce and PKCE verifier.
  app.use(
    session(
      {
        key: 'oauth.handshake',
        maxAge: 10 * 60_000,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.nodeEnv === 'production',
        signed: true,
      },
      app,
    ),
  );
  app.use(
    // A body that does not decompress is a 400, never a 500.
    decodeBodyOr400(
      bodyParser({
        enableTypes: ['json', 'form'],
        // DELETE /api/account carries its confirmation in the body.
        parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
        jsonLimit: '100kb',
        formLimit: '100kb',
        encoding: 'utf-8',
      }),
    ),
  );
  app.use(rejectOperators());
  app.use(originCheck(config.publicUrl));
  // Another site's page may not start an API request (fetch metadata), except the provider's way
  // back to the sign-in callback.
  app.use(isolateApi([GRANT_CALLBACK_PATH]));
  // Engine and process (docs/architecture.md, Choosing the engine): 503 at once while the engine
  // restarts; the app shell and static files never read the session, so they load even when the
  // database does not answer.
  app.use(databaseGate(deps.dbStatus));
  app.use(onlyWhereSession(loadUser(sessions)));

  // Rate limits (bff/limits.ts), each a step of the route it protects.
  const limits = rateLimits(conn, deps.engine as EngineName, config.rateLimits);
  // Exactly-once creation by Idempotency-Key; its expired answers are purged like sessions.
  const idempotency = idempotencyService(models, seam);
  jobs.every('idempotency.purge', SWEEP_MS, () => idempotency.purgeExpired());

  for (const mw of grantMiddleware(config, limitPerIp(limits, 'sign_in_start', CONNECT_PATH)))
    app.use(mw);

  const { blocks, inbox, hub, presence, messages } = messaging(
    models,
    conn,
    seam,
    bus,
    jobs,
    deps.presenceOfflineMs,
  );
  const push = pushDevices(models, seam, {
    vapid: deps.push?.vapid !== undefined ? deps.push.vapid : vapidKeys(config, log),
    log,
    agent: deps.push?.agent,
    allowLocalEndpoints: config.nodeEnv === 'test',
  });
  const now = deps.now ?? (() => new Date());
  // Reminders and pushes held by quiet hours wait in minute buckets until due.
  const due = dueTicker({
    store: databaseDueStore(models, seam),
    run: (job, key) => notifications.runDue(job, key),
    now,
    failed: (job, err) => jobs.failed(`notifications.${job.split(':')[0]}`, err),
  });
  const notifications = notificationService(models, conn, seam, {
    blocks,
    hub,
    later: (job, work) => void jobs.run(job, work),
    push,
    due,
    now,
  });
  jobs.every('notifications.due', deps.dueTickMs ?? DUE_TICK_MS, () => due.tick());
  // What others do to a person's posts and requests is kept for them; a failure to keep it is
  // logged and never fails what they did.
  const told =
    <A extends unknown[]>(job: string, tell: (...args: A) => Promise<void>) =>
    (...args: A) =>
      jobs.run(`notifications.${job}`, tell(...args));
  const social = socialService(models, conn, seam, blocks, {
    commented: told('comment', notifications.commented),
    reactionChanged: told('reaction', notifications.reactionChanged),
  });
  // The feed's data migration starts now; a failure is logged, and the next feed read tries again.
  void jobs.run('posts.migrate', social.ready());
  const cells = mapCells(models, seam);
  const peers = mapPeers(models, seam, cells, blocks);
  const support = supportService(models, seam, {
    hub,
    blocks,
    messages,
    jobs,
    answered: told('support', notifications.supportAnswered),
  });
  const help = helpService(models, seam, config.cookieKeys[0]!);
  const admin = adminService(models, conn, seam, {
    cells,
    help,
    isAdminEmail: sessions.isAdmin,
    hub,
    profileFollowers: [peers.sync, support.syncSupporter],
    endSessions: (userId) => sessions.endAll(userId),
    moderated: (owner, subject, outcome) =>
      void jobs.run('notifications.moderation', notifications.moderated(owner, subject, outcome)),
  });
  // Reports, held posts and suggestions stored before the console existed reach it, once.
  void jobs.run('admin.backfill', backfillModeration(models, conn, seam));
  const places = placesService(models, cells, peers.around, admin.resources.queue);
  void jobs.run('support.backfill', support.backfillSupporters());
  // Sessions stored before each person had a list of them join it, once.
  void jobs.run('sessions.backfill', backfillSessionLists(models, conn, seam));
  jobs.every('help.purgeMarks', SWEEP_MS, () => help.purgeMarks());
  const calls = callService(models, seam, {
    hub,
    messages,
    presence,
    jobs,
    iceServers: config.iceServers,
    turn: config.turn,
    ringMs: deps.callRingMs,
    offlineGraceMs: deps.callOfflineGraceMs,
  });
  void jobs.run('calls.resume', calls.resumeRinging());
  // A call ends when one of its people blocks the other, is suspended or signed out, or leaves
  // (offline: a ringing call at once, an answered one if they are not back within a grace period).
  blocks.onBlock((a, b) => jobs.run('calls.block', calls.endBetween(a, b)));
  hub.subscribeAll((event) => {
    // One session ended from the person's list (`session`) leaves their calls on other devices be.
    if (event.type === 'signed_out' && event.data.session) return;
    if (event.type === 'signed_out')
      for (const userId of new Set(event.to)) void jobs.run('calls.gone', calls.endFor(userId));
    else if (event.type === 'presence' && !event.data.presence.online)
      void jobs.run('calls.offline', calls.wentOffline(event.data.user_id));
  });
  const account = accountService(models, conn, seam, {
    hub,
    inbox,
    profileFollowers: [peers.sync, support.syncSupporter],
    closeSupportRequest: (userId) => support.closeOwn(userId),
    forgetContactSender: (userId) => admin.contact.forgetSender(userId),
    eraseNotifications: notifications.erase,
    endSessions: (userId) => sessions.endAll(userId),
    jobFailed: (error) => jobs.failed('account.resume', error),
  });
  // Deletions a crash or a database restart interrupted go on where they stopped.
  void jobs.run('account.resume', account.deletion.resumeAll());
  jobs.every('account.resume', SWEEP_MS, () => account.deletion.resumeAll());
  const routers = [
    healthRouter(conn, deps.engine, deps.dbStatus),
    accountRouter(account, limits, jobs),
    authRouter(userService(models), sessions, config, limits),
    sessionsRouter(sessions),
    profileRouter(
      profileService(
        models,
        seam,
        [social.renameAuthor, inbox.rename],
        [peers.sync, support.syncSupporter],
      ),
      peers,
      limits,
    ),
    socialRouter(social, limits, idempotency),
    messagesRouter(messages, limits, idempotency),
    usersRouter(blocks, personReportService(models, conn, seam), limits),
    eventsRouter({ hub, presence, sessions, heartbeatMs: deps.eventsHeartbeatMs }),
    callsRouter(calls, limits),
    mapRouter(peers, places, limits, { tileUrl: config.mapTileUrl }),
    helpRouter(help, limits),
    shopRouter(shopService(models)),
    supportRouter(support, limits),
    notificationsRouter(notifications, push),
    contactRouter(admin, limits),
    adminRouter(admin),
  ];
  if (!usesGoogle(config)) {
    const clientSecret = devIdpClientSecret(config);
    routers.push(
      devIdpRouter(devIdpService(models, clientSecret), {
        clientSecret,
        callbackPath: GRANT_CALLBACK_PATH,
        originOf: (o) => publicOrigin(config, o),
      }),
    );
  }
  for (const r of routers) {
    app.use(r.routes());
    app.use(r.allowedMethods());
  }
  // Community drawn here for a signed-in person, its answers asked of this very app in-process.
  let handler: ReturnType<Koa['callback']> | null = null;
  const drawSessionPage = sessionPages(config.staticDir, () => (handler ??= app.callback()), log);
  for (const mw of serveApp(config.staticDir, drawSessionPage)) app.use(mw);

  // Expired sessions and codes are also removed in bulk now and then (no TTL indexes on FerretDB).
  jobs.every('sessions.purge', SWEEP_MS, () => sessions.purgeExpired());
  return app;
}
