import type { Middleware } from 'koa';
import type { Logger } from '../logger';

/** Logs method, path (never the query string: it can hold one-time codes), status and duration. */
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
      });
    }
  };
}
