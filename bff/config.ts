import path from 'node:path';
import { z } from 'zod';

/** Which database server the BFF talks to; see DESIGN.md, Database. */
export type DbEngineName = 'external' | 'mongod' | 'ferretdb';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Set: use this MongoDB server and start no embedded engine. */
  mongodbUri: string | undefined;
  /** Forces one embedded engine; unset picks mongod, then FerretDB. */
  dbEngine: 'mongod' | 'ferretdb' | undefined;
  /** Folder of the embedded engine's data (kept between restarts). */
  dataDir: string;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  /** The product's public origin, e.g. https://peers.example.org; derived from the request when unset. */
  publicUrl: string | undefined;
  adminEmails: string[];
  /** Keys that sign the short-lived OAuth handshake cookie. */
  cookieKeys: string[];
  sessionTtlMs: number;
  loginCodeTtlMs: number;
  /** Folder of the built app that the BFF serves. */
  staticDir: string;
  logRequests: boolean;
}

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
  MONGODB_URI: optionalText,
  DB_ENGINE: z
    .enum(['mongod', 'ferretdb', ''], { message: 'DB_ENGINE must be mongod or ferretdb' })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  DATA_DIR: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'PUBLIC_URL must be a URL' }).optional()),
  ADMIN_EMAILS: z.string().optional(),
  SESSION_SECRET: optionalText,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive('SESSION_TTL_HOURS must be positive')
    .default(24 * 14),
  LOG_REQUESTS: z.enum(['0', '1', 'true', 'false']).optional(),
});

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; throws ConfigError with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
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
  const adminEmails = (e.ADMIN_EMAILS ?? (e.NODE_ENV === 'production' ? '' : 'admin@example.com'))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    mongodbUri: e.MONGODB_URI,
    dbEngine: e.DB_ENGINE,
    dataDir: path.resolve(cwd, e.DATA_DIR ?? 'data'),
    googleClientId: google ? e.GOOGLE_CLIENT_ID : undefined,
    googleClientSecret: google ? e.GOOGLE_CLIENT_SECRET : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    adminEmails,
    // Development falls back to a fixed key: it only signs the minutes-long OAuth handshake cookie.
    cookieKeys: [e.SESSION_SECRET ?? 'development-only-cookie-key'],
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    loginCodeTtlMs: 2 * 60_000,
    staticDir: path.resolve(cwd, 'dist'),
    logRequests: e.LOG_REQUESTS
      ? e.LOG_REQUESTS === '1' || e.LOG_REQUESTS === 'true'
      : e.NODE_ENV !== 'test',
  };
}
