import type { Middleware } from 'koa';
import type { ErrorState } from '../errors';
import type { Logger } from '../logger';

/**
 * Get Help's calls never name the person in the log: who looked for treatment, called a center
 * or asked for support is nobody's business (docs/privacy-and-moderation.md, Logging).
 */
const UNNAMED = [
  '/api/sponsored-treatment-centers',
  '/api/advertisements',
  '/api/revenue-events',
  '/api/support-requests',
  '/media/',
];
export const logsPerson = (path: string) => !UNNAMED.some((p) => path.startsWith(p));

/**
 * Logs method, path (never the query string: it can hold one-time codes), status, duration, the
 * user (except on Get Help's calls) and, for a failure, the error's stable id (see errors.ts).
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
        user: logsPerson(ctx.path) ? (ctx.state as { user?: { id: string } }).user?.id : undefined,
        error: (ctx.state as ErrorState).errorId,
      });
    }
  };
}
