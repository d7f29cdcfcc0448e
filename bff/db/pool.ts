import { dbPool, type Config, type DbEngineName, type DbPool } from '../config';

type PoolChoice = Partial<Pick<Config, 'dbPoolSize' | 'dbQueueTimeoutMs'>>;

/**
 * The connection string with the driver pool options for engine. The options travel in the URI
 * so every client of the engine (server, tests, bench, seed) gets the same bounds. An embedded
 * engine always gets its defaults; a MONGODB_URI is changed only by DB_POOL_SIZE or
 * DB_QUEUE_TIMEOUT_MS set explicitly (which win over the same options in the URI).
 */
export function uriWithPool(uri: string, engine: DbEngineName, choice: PoolChoice): string {
  const pool = dbPool(choice, engine);
  const options: Partial<DbPool> =
    engine === 'external'
      ? {
          ...(choice.dbPoolSize !== undefined && { maxPoolSize: pool.maxPoolSize }),
          ...(choice.dbQueueTimeoutMs !== undefined && {
            waitQueueTimeoutMS: pool.waitQueueTimeoutMS,
          }),
        }
      : pool;
  return withUriOptions(uri, options);
}

/** Sets options in a mongodb:// or mongodb+srv:// connection string (names case-insensitive). */
export function withUriOptions(uri: string, options: Partial<DbPool>): string {
  const entries = Object.entries(options).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return uri;
  const q = uri.indexOf('?');
  let base = q === -1 ? uri : uri.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : uri.slice(q + 1));
  const names = new Set(entries.map(([k]) => k.toLowerCase()));
  for (const key of [...params.keys()]) if (names.has(key.toLowerCase())) params.delete(key);
  for (const [k, v] of entries) params.set(k, String(v));
  // Options need the slash after the hosts: mongodb://host:port/?maxPoolSize=4
  if (!/^mongodb(\+srv)?:\/\/[^/]*\//.test(base)) base += '/';
  return `${base}?${params.toString()}`;
}
