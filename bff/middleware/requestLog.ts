import type { Middleware } from 'koa';
import type { ErrorState } from '../errors';
import type { Logger } from '../logger';

/**
 * Logs method, path (never the query string: it can hold one-time codes), status, duration, the
 * user and, for a failure, the error's stable id (see errors.ts).
 */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      log.info('request', {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
        user: (ctx.state as { user?: { id: string } }).user?.id,
        error: (ctx.state as ErrorState).errorId,
      });
    }
  };
}
