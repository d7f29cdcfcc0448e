import type { Middleware } from 'koa';
import type { Logger } from './logger';

/** An error whose status and message are safe to show to the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

interface ErrorLike {
  name?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
  code?: number | string;
  type?: string;
  message?: string;
  path?: string;
}

/** Maps any thrown value to the status and message the client sees (never a stack trace). */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = (err ?? {}) as ErrorLike;
  if (e.name === 'CastError') return badRequest(`${e.path ?? 'A value'} is not valid.`);
  if (e.name === 'ValidationError') return badRequest(e.message ?? 'Invalid input.');
  if (e.code === 11000) return conflict('This already exists.');
  // Every pooled connection stayed busy for DB_QUEUE_TIMEOUT_MS (bff/db/pool.ts).
  if (e.name === 'MongoWaitQueueTimeoutError')
    return new HttpError(503, 'The database is busy right now. Please try again shortly.');
  if (
    e.name === 'MongoServerSelectionError' ||
    e.name === 'MongoNetworkError' ||
    e.name === 'MongoNotConnectedError' ||
    e.name === 'MongoTopologyClosedError'
  ) {
    return new HttpError(503, 'The database is not available right now. Please try again shortly.');
  }
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large')
    return new HttpError(413, 'The request is too large.');
  if (e.type === 'entity.parse.failed' || (e.name === 'SyntaxError' && status === 400))
    return badRequest('The request body is not valid JSON.');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new HttpError(415, 'The request encoding is not supported.');
  }
  if (status && status >= 400 && status < 500 && e.expose !== false) {
    return new HttpError(status, e.message || 'Bad request.');
  }
  return new HttpError(500, 'Something went wrong on our side. Please try again.');
}

/** Answers every failure as JSON `{ error }` with the right status; logs the unexpected ones. */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        throw notFound(`No such API route: ${ctx.method} ${ctx.path}`);
      }
    } catch (err) {
      const http = toHttpError(err);
      if (http.status >= 500) log.error('request failed', { path: ctx.path, err: describe(err) });
      ctx.status = http.status;
      ctx.body = { error: http.message };
    }
  };
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}\n${err.stack ?? ''}` : String(err);
}
