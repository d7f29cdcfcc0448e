import type { Connection } from 'mongoose';
import {
  RateLimiterMemory,
  RateLimiterMongo,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { LimitRule } from '../limits';
import type { EngineName } from './seam';

/** One counter of actions per key (an IP address, a person), as rate-limiter-flexible keeps it. */
export interface Counter {
  /** Counts one action; rejects with the library's RateLimiterRes when the limit is reached. */
  consume(key: string): Promise<RateLimiterRes>;
  /** Gives one action back (an action refused by another limit does not count here). */
  reward(key: string): Promise<unknown>;
}

/** Where the counters of one database live: in this process, or in the database itself. */
export interface CounterStore {
  /** 'memory' or 'mongo', for logs and tests. */
  readonly kind: 'memory' | 'mongo';
  counter(name: string, rule: LimitRule): Counter;
}

/**
 * The engine rule for rate-limit counters, in one place (docs/architecture.md, Rate limits).
 *
 * - FerretDB (embedded): serves exactly one BFF process, evaluates any non-`_id` filter by
 *   scanning, and does not isolate read-modify-write. The library's Mongo store filters by `key`
 *   and `expire` and relies on an atomic upsert, so there the counters live in this process
 *   (RateLimiterMemory), which is exact for the one process the engine serves.
 * - MongoDB (MONGODB_URI or the embedded mongod): the library's Mongo store, one collection per
 *   limit (`rate_limit_<name>`, unique index on `key`, TTL index on `expire`), so every BFF process
 *   sharing the database shares the counts. Should the database fail, an in-memory limiter with
 *   the same rule answers meanwhile (the library's insurance limiter): limits still hold per process.
 */
export function counterStore(conn: Connection, engine: EngineName): CounterStore {
  if (engine === 'ferretdb') {
    return {
      kind: 'memory',
      counter: (name, rule) => memoryCounter(name, rule),
    };
  }
  return {
    kind: 'mongo',
    counter(name, rule) {
      const limiter = new RateLimiterMongo({
        storeClient: conn.getClient(),
        dbName: conn.name,
        tableName: `rate_limit_${name}`,
        keyPrefix: name,
        points: rule.points,
        duration: rule.durationSec,
        insuranceLimiter: memoryLimiter(name, rule),
      });
      return { consume: (key) => limiter.consume(key), reward: (key) => limiter.reward(key) };
    },
  };
}

const memoryLimiter = (name: string, rule: LimitRule): RateLimiterAbstract =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSec });

const memoryCounter = (name: string, rule: LimitRule): Counter => {
  const limiter = memoryLimiter(name, rule);
  return { consume: (key) => limiter.consume(key), reward: (key) => limiter.reward(key) };
};

/** What the library rejects with when a limit is reached (anything else is a store failure). */
export function isLimitReached(err: unknown): err is RateLimiterRes {
  return (
    typeof err === 'object' &&
    err !== null &&
    !(err instanceof Error) &&
    typeof (err as RateLimiterRes).msBeforeNext === 'number'
  );
}
