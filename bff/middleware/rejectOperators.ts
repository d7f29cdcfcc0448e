import type { Middleware } from 'koa';
import { badRequest } from '../errors';

/** Finds a key that MongoDB would read as an operator (`$ne`, `$gt`, ...) or a path (`a.b`). */
export function findOperatorKey(value: unknown, depth = 0): string | undefined {
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$') || key.includes('.')) return key;
    const found = findOperatorKey(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses request bodies and queries that carry MongoDB operators or dotted paths. */
export function rejectOperators(): Middleware {
  return async (ctx, next) => {
    const key =
      findOperatorKey((ctx.request as { body?: unknown }).body) ?? findOperatorKey(ctx.query);
    if (key?.startsWith('$')) {
      throw badRequest(
        `Field names starting with "$" are not allowed (found "${key}").`,
        'operator_rejected',
      );
    }
    if (key) {
      throw badRequest(
        `Field names containing "." are not allowed (found "${key}").`,
        'operator_rejected',
      );
    }
    await next();
  };
}
