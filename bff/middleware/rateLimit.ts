import type { Context, Middleware } from 'koa';
import { requireUser } from '../auth/currentUser';
import { counterStore, isLimitReached, type Counter } from '../db/rateLimiters';
import type { EngineName } from '../db/seam';
import { HttpError } from '../errors';
import { limitMessage, LIMIT_NAMES, type LimitName, type LimitRules } from '../limits';
import type { Connection } from 'mongoose';

/** The product's rate limits (bff/limits.ts), counted where the engine allows (bff/db/rateLimiters.ts). */
export interface RateLimits {
  /**
   * Counts one action against each named limit for `key`; when one is reached, answers 429 with
   * `Retry-After` (seconds) and a message naming what and when.
   */
  consume(ctx: Context, names: readonly LimitName[], key: string): Promise<void>;
}

export function rateLimits(
  conn: Connection,
  engine: EngineName,
  rules: LimitRules | 'off',
): RateLimits {
  if (rules === 'off') return { consume: async () => {} };
  const store = counterStore(conn, engine);
  const counters = Object.fromEntries(
    LIMIT_NAMES.map((name) => [name, store.counter(name, rules[name])]),
  ) as Record<LimitName, Counter>;

  return {
    async consume(ctx, names, key) {
      // Longest window first: a refusal names the longest wait, and an action one limit refuses
      // is given back to the limits that had counted it, so a refused post never counts.
      const ordered = [...names].sort((a, b) => rules[b].durationSec - rules[a].durationSec);
      const counted: LimitName[] = [];
      for (const name of ordered) {
        try {
          await counters[name].consume(key);
          counted.push(name);
        } catch (err) {
          if (!isLimitReached(err)) throw err;
          await Promise.all(counted.map((n) => counters[n].reward(key)));
          const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
          ctx.set('Retry-After', String(retryAfter));
          throw new HttpError(429, 'rate_limited', limitMessage(name, retryAfter));
        }
      }
    },
  };
}

/** A route step after signedIn: counts one action of the signed-in person against `names`. */
export const limitPerPerson =
  (limits: RateLimits, ...names: LimitName[]): Middleware =>
  async (ctx, next) => {
    await limits.consume(ctx, names, requireUser(ctx).id);
    await next();
  };

/**
 * A route step before sign-in: counts one action of the client's address against `name`
 * (ctx.ip: behind TRUSTED_PROXY_HOPS proxies, the address the last of them saw; bff/app.ts).
 * A step of the route it protects, so HEAD, which runs a GET route, is counted too. `route` keeps
 * limits of one name apart where they count on their own: each OAuth start costs one of each.
 */
export const limitPerIp =
  (limits: RateLimits, name: LimitName, route: string): Middleware =>
  async (ctx, next) => {
    await limits.consume(ctx, [name], `${route}|${ctx.ip}`);
    await next();
  };
