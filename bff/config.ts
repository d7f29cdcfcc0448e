import path from 'node:path';
import { z } from 'zod';
import type { IceServer } from '../contract/calls';
import { DEFAULT_TILE_URL } from '../contract/map';
import { parseLimitOverrides, type LimitRules } from './limits';

/** Which database server the BFF talks to; see docs/architecture.md, Choosing the engine. */
export type DbEngineName = 'external' | 'mongod' | 'ferretdb';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Interface to listen on: 127.0.0.1 outside production unless HOST says otherwise; unset = all. */
  host: string | undefined;
  /** Every request is answered within this time (503 past it) and its database work cut. */
  requestTimeoutMs: number;
  /** Set: use this MongoDB server and start no embedded engine. */
  mongodbUri: string | undefined;
  /** The database on that server (MONGODB_DB); unset: DEFAULT_DATABASE (bff/db/connect.ts). */
  mongodbDb: string | undefined;
  /** Forces one embedded engine; unset picks mongod, then FerretDB. */
  dbEngine: 'mongod' | 'ferretdb' | undefined;
  /** Folder of the embedded engine's data (kept between restarts). */
  dataDir: string;
  /** Driver connections (queries in flight) per process; unset: the engine's default, see dbPool. */
  dbPoolSize: number | undefined;
  /** How long a query waits for a free connection before failing (503); unset: by engine. */
  dbQueueTimeoutMs: number | undefined;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  /** The product's public origin, e.g. https://peers.example.org; derived from the request when unset. */
  publicUrl: string | undefined;
  /**
   * Proxies in front of the BFF whose `X-Forwarded-*` headers are believed (TRUSTED_PROXY_HOPS):
   * the client address is the one the last of them appended. 0: the socket's peer is the client.
   */
  trustedProxyHops: number;
  /** Open connections one peer address may hold at once (0: no cap); see bff/listen.ts. */
  maxConnectionsPerAddress: number;
  adminEmails: string[];
  /** Keys that sign the short-lived OAuth handshake cookie. */
  cookieKeys: string[];
  sessionTtlMs: number;
  loginCodeTtlMs: number;
  /** Folder of the built app that the BFF serves. */
  staticDir: string;
  logRequests: boolean;
  /** Rate limits in force (bff/limits.ts, overridden by RATE_LIMITS); 'off' for tests and the bench. */
  rateLimits: LimitRules | 'off';
  /**
   * How live events reach the process holding a person's stream (bff/events/): 'memory' when
   * this process alone serves the database (the embedded engines), 'database' when several may
   * (MONGODB_URI). EVENT_BUS forces one.
   */
  eventBus: 'memory' | 'database';
  /** The map's tile URL with {z}, {x} and {y} (MAP_TILE_URL; OpenStreetMap's by default). */
  mapTileUrl: string;
  /** STUN/TURN servers handed to the browsers for calls (ICE_SERVERS; none by default). */
  iceServers: IceServer[];
  /**
   * A TURN server sharing a secret with the BFF (TURN_URLS, TURN_SECRET; coturn's
   * `use-auth-secret`): each signed-in person gets credentials of their own that expire.
   */
  turn: { urls: string[]; secret: string } | null;
  /** Load the sample meetings and resources into an empty map at start (development only). */
  seedDemo: boolean;
  /**
   * The VAPID identity pushes are sent with (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT);
   * null: development keeps a generated pair in the data folder, production sends no pushes
   * (bff/vapid.ts).
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
}

/**
 * A browser opens at most 6 connections to one host, and a shared network (a clinic's Wi-Fi, a
 * carrier's NAT) puts dozens of people behind one address: well above them, far below what
 * exhausts the server.
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: optionalText,
  REQUEST_TIMEOUT_MS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'REQUEST_TIMEOUT_MS must be a number' })
      .int('REQUEST_TIMEOUT_MS must be a whole number')
      .min(1, 'REQUEST_TIMEOUT_MS must be at least 1')
      .optional(),
  ),
  MONGODB_URI: optionalText,
  MONGODB_DB: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,63}$/, 'MONGODB_DB must be 1-63 letters, digits, _ or -')
      .optional(),
  ),
  DB_ENGINE: z
    .enum(['mongod', 'ferretdb', ''], { message: 'DB_ENGINE must be mongod or ferretdb' })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  DATA_DIR: optionalText,
  DB_POOL_SIZE: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'DB_POOL_SIZE must be a number' })
      .int('DB_POOL_SIZE must be a whole number')
      .min(1, 'DB_POOL_SIZE must be at least 1')
      .optional(),
  ),
  DB_QUEUE_TIMEOUT_MS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'DB_QUEUE_TIMEOUT_MS must be a number' })
      .int('DB_QUEUE_TIMEOUT_MS must be a whole number')
      .min(0, 'DB_QUEUE_TIMEOUT_MS must be 0 (no limit) or more')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'PUBLIC_URL must be a URL' }).optional()),
  TRUSTED_PROXY_HOPS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'TRUSTED_PROXY_HOPS must be a number' })
      .int('TRUSTED_PROXY_HOPS must be a whole number')
      .min(0, 'TRUSTED_PROXY_HOPS must be 0 (no proxy) or more')
      .max(10, 'TRUSTED_PROXY_HOPS must be at most 10')
      .optional(),
  ),
  MAX_CONNECTIONS_PER_ADDRESS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'MAX_CONNECTIONS_PER_ADDRESS must be a number' })
      .int('MAX_CONNECTIONS_PER_ADDRESS must be a whole number')
      .min(0, 'MAX_CONNECTIONS_PER_ADDRESS must be 0 (no cap) or more')
      .optional(),
  ),
  ADMIN_EMAILS: z.string().optional(),
  SESSION_SECRET: optionalText,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive('SESSION_TTL_HOURS must be positive')
    .default(24 * 14),
  LOG_REQUESTS: z.enum(['0', '1', 'true', 'false']).optional(),
  RATE_LIMITS: z.string().optional(),
  EVENT_BUS: z
    .enum(['memory', 'database', ''], { message: 'EVENT_BUS must be memory or database' })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  ICE_SERVERS: optionalText.pipe(
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'ICE_SERVERS must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(
        z.array(
          z.object({
            urls: z.union([
              z
                .string()
                .regex(
                  /^(stun|stuns|turn|turns):/,
                  'ICE_SERVERS urls must start with stun:, stuns:, turn: or turns:',
                ),
              z
                .array(
                  z
                    .string()
                    .regex(
                      /^(stun|stuns|turn|turns):/,
                      'ICE_SERVERS urls must start with stun:, stuns:, turn: or turns:',
                    ),
                )
                .min(1, 'ICE_SERVERS urls cannot be empty'),
            ]),
            username: z.string().optional(),
            credential: z.string().optional(),
          }),
          {
            message:
              'ICE_SERVERS must be a JSON list such as [{"urls":"stun:stun.example.org:3478"}]',
          },
        ),
      )
      .optional(),
  ),
  TURN_URLS: optionalText.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^turns?:/, 'TURN_URLS must be turn: or turns: addresses, separated by commas'),
        ),
      )
      .optional(),
  ),
  TURN_SECRET: optionalText,
  MAP_TILE_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^https?:\/\/[^\s{}]+\/[^\s]*$/,
        'MAP_TILE_URL must be an http(s) URL such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      )
      .refine(
        (url) => ['{z}', '{x}', '{y}'].every((p) => url.includes(p)),
        'MAP_TILE_URL must contain {z}, {x} and {y}',
      )
      .optional(),
  ),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''], { message: 'SEED_DEMO must be true or false' })
    .optional(),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: address')
      .optional(),
  ),
});

export class ConfigError extends Error {}

/** A ConfigError naming every problem zod found. */
function invalid(error: z.ZodError): ConfigError {
  const problems = error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/**
 * Which database server to use (MONGODB_URI, DB_ENGINE), read exactly as the BFF reads them: for
 * the tools and the test runs that start an engine without the rest of the configuration.
 */
export function databaseChoice(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'mongodbUri' | 'dbEngine'> {
  const parsed = envSchema.pick({ MONGODB_URI: true, DB_ENGINE: true }).safeParse(env);
  if (!parsed.success) throw invalid(parsed.error);
  return { mongodbUri: parsed.data.MONGODB_URI, dbEngine: parsed.data.DB_ENGINE };
}

/** Reads the configuration from environment variables; throws ConfigError with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw invalid(parsed.error);
  const e = parsed.data;
  const google = Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET);
  if (e.NODE_ENV === 'production' && !google) {
    throw new ConfigError(
      'NODE_ENV=production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: the local sign-in provider is for development only and is never enabled in production.',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('NODE_ENV=production needs SESSION_SECRET (a long random string).');
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'NODE_ENV=production needs PUBLIC_URL (the public origin, e.g. https://peers.example.org): sign-in redirects and the same-origin check are built from it, never from request headers.',
    );
  }
  if (Boolean(e.TURN_URLS?.length) !== Boolean(e.TURN_SECRET)) {
    throw new ConfigError(
      "TURN_URLS and TURN_SECRET go together: the BFF signs each person's TURN credentials with the secret the TURN server shares.",
    );
  }
  const vapidSet = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean);
  if (vapidSet.length !== 0 && vapidSet.length !== 3) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: pushes are signed with the key pair, and the subject tells push services whom to contact (`npx web-push generate-vapid-keys` makes a pair).',
    );
  }
  let rateLimits: LimitRules | 'off';
  try {
    rateLimits = parseLimitOverrides(e.RATE_LIMITS);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  RATE_LIMITS: ${(err as Error).message}`);
  }
  const seedDemo = e.SEED_DEMO === 'true' || e.SEED_DEMO === '1';
  if (e.NODE_ENV === 'production' && seedDemo) {
    throw new ConfigError('SEED_DEMO is for development; production never loads sample data.');
  }
  if (e.NODE_ENV === 'production' && rateLimits === 'off') {
    throw new ConfigError('RATE_LIMITS=off is for tests and the bench, never for production.');
  }
  // Production sits behind one proxy (it needs PUBLIC_URL); say how many when there are more.
  const proxyHops = e.TRUSTED_PROXY_HOPS ?? (e.PUBLIC_URL ? 1 : 0);
  const adminEmails = (e.ADMIN_EMAILS ?? (e.NODE_ENV === 'production' ? '' : 'admin@example.com'))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    // The local sign-in has no password: outside production, only this machine reaches it.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? undefined : '127.0.0.1'),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? 15_000,
    mongodbUri: e.MONGODB_URI,
    mongodbDb: e.MONGODB_DB,
    dbEngine: e.DB_ENGINE,
    dataDir: path.resolve(cwd, e.DATA_DIR ?? 'data'),
    dbPoolSize: e.DB_POOL_SIZE,
    dbQueueTimeoutMs: e.DB_QUEUE_TIMEOUT_MS,
    googleClientId: google ? e.GOOGLE_CLIENT_ID : undefined,
    googleClientSecret: google ? e.GOOGLE_CLIENT_SECRET : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustedProxyHops: proxyHops,
    // Behind proxies every connection comes from them: the cap is theirs to keep per client.
    maxConnectionsPerAddress:
      e.MAX_CONNECTIONS_PER_ADDRESS ?? (proxyHops > 0 ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS),
    adminEmails,
    // Development falls back to a fixed key: it only signs the minutes-long OAuth handshake cookie.
    cookieKeys: [e.SESSION_SECRET ?? 'development-only-cookie-key'],
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    loginCodeTtlMs: 2 * 60_000,
    staticDir: path.resolve(cwd, 'dist'),
    logRequests: e.LOG_REQUESTS
      ? e.LOG_REQUESTS === '1' || e.LOG_REQUESTS === 'true'
      : e.NODE_ENV !== 'test',
    rateLimits,
    eventBus: e.EVENT_BUS ?? (e.MONGODB_URI ? 'database' : 'memory'),
    mapTileUrl: e.MAP_TILE_URL ?? DEFAULT_TILE_URL,
    iceServers: e.ICE_SERVERS ?? [],
    turn:
      e.TURN_URLS?.length && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET } : null,
    // Development shows a living map to a newcomer unless told not to; tests and production never.
    seedDemo:
      e.NODE_ENV === 'development' ? e.SEED_DEMO !== 'false' && e.SEED_DEMO !== '0' : seedDemo,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          }
        : null,
  };
}

/** The MongoDB driver's pool options: how many queries a process keeps in flight, how long the rest wait. */
export interface DbPool {
  maxPoolSize: number;
  /** 0: wait without limit. */
  waitQueueTimeoutMS: number;
}

/**
 * Pool defaults by engine. The embedded FerretDB engine runs every non-`_id` query as a full
 * scan in Go, so a few in flight at once, the rest queued and answered 503 after 5 s, instead
 * of 50 scans at once growing it to gigabytes. MongoDB keeps the driver's normal pool.
 */
export const DB_POOL_DEFAULTS: Record<DbEngineName, DbPool> = {
  ferretdb: { maxPoolSize: 4, waitQueueTimeoutMS: 5000 },
  mongod: { maxPoolSize: 100, waitQueueTimeoutMS: 0 },
  external: { maxPoolSize: 100, waitQueueTimeoutMS: 0 },
};

/** The pool for engine: DB_POOL_SIZE and DB_QUEUE_TIMEOUT_MS when set, else the engine's default. */
export function dbPool(
  config: Partial<Pick<Config, 'dbPoolSize' | 'dbQueueTimeoutMs'>>,
  engine: DbEngineName,
): DbPool {
  const d = DB_POOL_DEFAULTS[engine];
  return {
    maxPoolSize: config.dbPoolSize ?? d.maxPoolSize,
    waitQueueTimeoutMS: config.dbQueueTimeoutMs ?? d.waitQueueTimeoutMS,
  };
}
