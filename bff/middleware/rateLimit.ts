import type { Context, Middleware } from 'koa';
import { requireUser } from '../auth/currentUser';
import { GRANT_PREFIX } from '../auth/grant';
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
 * Limits per IP address for requests made before anyone is signed in: the OAuth starts (each
 * counted on its own, so one sign-in costs one of each) and the one-time code exchange. Mounted
 * before grant, which answers `/api/connect/google` itself.
 */
export function limitSignInPerIp(limits: RateLimits): Middleware {
  const routes: { method: string; path: string; name: LimitName }[] = [
    { method: 'GET', path: '/api/oauth/google/redirect_url', name: 'sign_in_start' },
    { method: 'GET', path: `${GRANT_PREFIX}/google`, name: 'sign_in_start' },
    { method: 'POST', path: '/api/sessions', name: 'code_exchange' },
  ];
  return async (ctx, next) => {
    const route = routes.find((r) => r.method === ctx.method && r.path === ctx.path);
    if (route) await limits.consume(ctx, [route.name], `${route.path}|${ctx.ip}`);
    await next();
  };
}
