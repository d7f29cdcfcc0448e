import type { Middleware } from 'koa';
import type { DatabaseStatus } from '../db/supervisor';
import { HttpError } from '../errors';

/** Requests answered from the database: the API and the local identity provider. */
export function usesDatabase(path: string): boolean {
  return path.startsWith('/api/') || path === '/dev-idp' || path.startsWith('/dev-idp/');
}

/**
 * While the embedded engine restarts (bff/db/supervisor.ts), API requests are answered 503 at
 * once instead of waiting on the driver's server selection (10 s each). /api/health answers
 * for itself; the app shell and static files never need the database.
 */
export function databaseGate(status: DatabaseStatus | undefined): Middleware {
  return async (ctx, next) => {
    if (status && !status.up && usesDatabase(ctx.path) && ctx.path !== '/api/health') {
      ctx.set('Retry-After', '5');
      throw new HttpError(
        503,
        'database_restarting',
        'The database is restarting. Please try again in a moment.',
      );
    }
    await next();
  };
}

/**
 * Runs mw (the session lookup) only for requests that need it: never for the app shell and
 * static files, nor for /api/health, so neither waits on the database.
 */
export function onlyWhereSession(mw: Middleware): Middleware {
  return (ctx, next) =>
    usesDatabase(ctx.path) && ctx.path !== '/api/health' ? mw(ctx, next) : next();
}
