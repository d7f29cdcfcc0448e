import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type Database } from '../db/connect';
import { createLogger, silentLogger, type Logger } from '../logger';
import { CookieJar } from './cookieJar';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';

export interface TestServer {
  url: string;
  db: Database;
  config: Config;
  /** A new browser-like client with its own cookies. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Where the built app is served from (default: the repository's dist/). */
  staticDir?: string;
  /** Receives the server's logs (default: silent, or the console with TEST_LOG=1). */
  log?: Logger;
  /** Live streams' heartbeat and session re-check (default 25 s). */
  eventsHeartbeatMs?: number;
  /** How long a closed last stream waits before 'offline' (default OFFLINE_AFTER_MS, 5 s). */
  presenceOfflineMs?: number;
  /** How long a call rings before it is missed (default CALL_RING_MS, 45 s). */
  callRingMs?: number;
  /** How long an answered call waits for a person gone offline (default CALL_OFFLINE_GRACE_MS). */
  callOfflineGraceMs?: number;
  /** Pushes' VAPID identity and the HTTPS agent trusting a local push service. */
  push?: AppDeps['push'];
  /** The clock of reminders and quiet hours. */
  now?: () => Date;
  /** How often due jobs are looked for. */
  dueTickMs?: number;
  /**
   * The engine name the BFF is given, which picks the seam's strategy (default: the test project's,
   * bff/test/globalSetup.ts). 'external' is production's MONGODB_URI: the seam as on MongoDB and,
   * unless `env` says otherwise, the database event bus.
   */
  engine?: string;
  /** The database connection reports every command it sends (bff/test/findsSent.ts). */
  monitorCommands?: boolean;
}

/** Starts the BFF in-process on a free port with a fresh database of its own. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  // Every test person signs in from 127.0.0.1 and some tests write dozens of posts as one person:
  // rate limits are off unless a test sets RATE_LIMITS (bff/routes/rateLimits.test.ts does).
  const engine = options.engine ?? inject('dbEngine');
  const loaded = loadConfig({
    NODE_ENV: 'test',
    ADMIN_EMAILS: 'admin@example.com',
    RATE_LIMITS: 'off',
    // As in production, where 'external' means MONGODB_URI was set (it picks the event bus).
    ...(engine === 'external' ? { MONGODB_URI: inject('mongoUri') } : {}),
    ...env,
  });
  const config = { ...loaded, staticDir: options.staticDir ?? loaded.staticDir };
  const db = await connectDatabase(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`, {
    monitorCommands: options.monitorCommands,
  });
  const app = createApp(config, {
    db,
    engine,
    eventsHeartbeatMs: options.eventsHeartbeatMs,
    presenceOfflineMs: options.presenceOfflineMs,
    callRingMs: options.callRingMs,
    callOfflineGraceMs: options.callOfflineGraceMs,
    push: options.push,
    now: options.now,
    dueTickMs: options.dueTickMs,
    log:
      options.log ??
      (process.env.TEST_LOG ? createLogger(true, (l) => console.log(l)) : silentLogger),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    config,
    client: () => new TestClient(url),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      if (db.conn.readyState === 1) await db.conn.dropDatabase().catch(() => {});
      await db.close();
    },
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  readonly jar = new CookieJar();
  constructor(readonly base: string) {}

  /** A raw request with this client's cookies; redirects are not followed. */
  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('Cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(res);
    return res;
  }

  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    // As the app calls: with its header (contract/auth) and, with a body, as JSON.
    const appHeaders = { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE, ...headers };
    const res = await this.raw(path, {
      method,
      headers:
        body === undefined ? appHeaders : { 'Content-Type': 'application/json', ...appHeaders },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.json<T>('GET', path);
  }
  post<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    return this.json<T>('POST', path, body ?? {}, headers);
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.json<T>('PUT', path, body ?? {});
  }
  delete<T = Record<string, unknown>>(path: string) {
    return this.json<T>('DELETE', path);
  }

  /** Runs the whole grant + local-provider flow up to the one-time code on /auth/callback. */
  async obtainLoginCode(email: string, displayName: string): Promise<string> {
    const { body } = await this.get<{ redirectUrl: string }>('/api/oauth/google/redirect_url');
    const connect = await this.raw(body.redirectUrl);
    const authorizeUrl = connect.headers.get('location');
    if (!authorizeUrl) throw new Error(`grant did not redirect (status ${connect.status})`);
    const params = new URL(authorizeUrl).searchParams;
    const form = new URLSearchParams(params);
    form.set('email', email);
    form.set('display_name', displayName);
    const posted = await this.raw('/dev-idp/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.base },
      body: form.toString(),
    });
    const callbackUrl = posted.headers.get('location');
    if (!callbackUrl)
      throw new Error(
        `provider did not redirect (status ${posted.status}): ${await posted.text()}`,
      );
    const callback = await this.raw(callbackUrl);
    const final = callback.headers.get('location') ?? '';
    const code = new URL(final, this.base).searchParams.get('code');
    if (!code) throw new Error(`no code in ${final}`);
    return code;
  }

  /** Signs in through the real flow and keeps the session cookie. */
  async signIn(email: string, displayName = email.split('@')[0]!): Promise<void> {
    const code = await this.obtainLoginCode(email, displayName);
    const res = await this.post('/api/sessions', { code });
    if (res.status !== 200) throw new Error(`session exchange failed: ${JSON.stringify(res.body)}`);
  }

  /** Signs in and completes the profile, as a person finishing Profile Setup. */
  async signUp(
    email: string,
    displayName = email.split('@')[0]!,
    profile: Record<string, unknown> = {},
  ) {
    await this.signIn(email, displayName);
    const res = await this.post('/api/profile', {
      display_name: displayName,
      support_status: 'seeking',
      recovery_type: 'substance_use',
      ...profile,
    });
    if (res.status !== 200) throw new Error(`profile save failed: ${JSON.stringify(res.body)}`);
    const me = await this.get<{ id: string }>('/api/users/me');
    return me.body.id;
  }
}
