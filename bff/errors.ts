import type { Middleware } from 'koa';
import type { Logger } from './logger';

/**
 * Stable ids for every failure the BFF answers: logs and dashboards group by them, while the
 * person sees only the message (the wire shape stays `{ "error": "<message>" }`).
 */
export type ErrorId =
  | 'validation_failed'
  | 'invalid_json'
  | 'operator_rejected'
  | 'cursor_invalid'
  | 'login_code_invalid'
  | 'login_code_expired'
  | 'login_code_other_browser'
  | 'report_own_post'
  | 'report_duplicate'
  | 'report_own_message'
  | 'report_self'
  | 'message_self'
  | 'profile_incomplete'
  | 'block_self'
  | 'not_accepting_messages'
  | 'message_not_found'
  | 'person_not_found'
  | 'location_required'
  | 'authentication_required'
  | 'forbidden'
  | 'cross_site_request'
  | 'post_delete_forbidden'
  | 'post_not_found'
  | 'ad_not_found'
  | 'support_request_not_found'
  | 'support_request_open'
  | 'support_request_ended'
  | 'support_needs_messages'
  | 'center_not_found'
  | 'contact_message_not_found'
  | 'resource_not_found'
  | 'meeting_group_not_found'
  | 'call_not_found'
  | 'call_busy'
  | 'call_over'
  | 'call_answered'
  | 'call_not_participant'
  | 'session_not_found'
  | 'place_not_listed'
  | 'place_changed'
  | 'report_case_not_found'
  | 'audit_entry_not_found'
  | 'admin_only'
  | 'unsupported_media_type'
  | 'suspend_admin'
  | 'undo_outdated'
  | 'suspended'
  | 'media_not_found'
  | 'route_not_found'
  | 'method_not_allowed'
  | 'not_implemented'
  | 'duplicate_key'
  | 'body_too_large'
  | 'unsupported_encoding'
  | 'body_not_decodable'
  | 'body_too_deep'
  | 'database_unavailable'
  | 'database_busy'
  | 'database_restarting'
  | 'request_timeout'
  | 'rate_limited'
  | 'idempotency_key_reused'
  | 'idempotency_in_progress'
  | 'query_cast_failed'
  | 'document_invalid'
  | 'push_not_configured'
  | 'internal_error';

/** An error whose status and message are safe to show to the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly id: ErrorId,
    message: string,
    /** The form field at fault, answered beside the message (the console's forms). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, id: ErrorId = 'validation_failed') =>
  new HttpError(400, id, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'authentication_required', message);
export const forbidden = (message = 'You are not allowed to do this.', id: ErrorId = 'forbidden') =>
  new HttpError(403, id, message);
export const notFound = (message: string, id: ErrorId) => new HttpError(404, id, message);
/** The one answer for a post that does not exist or that the viewer may not see. */
export const postNotFound = () => notFound('Post not found.', 'post_not_found');
/** The one answer for a message that does not exist or is not in one of the viewer's threads. */
export const messageNotFound = () => notFound('Message not found.', 'message_not_found');
/** The one answer for a support request that does not exist or is not the viewer's to see. */
export const supportRequestNotFound = () =>
  notFound('Support request not found.', 'support_request_not_found');
/** The one answer for a session that is not the viewer's, already ended or expired. */
export const sessionNotFound = () => notFound('No such session.', 'session_not_found');
/** The one answer for a person who does not exist or has not set up a profile yet. */
export const personNotFound = () => notFound('Person not found.', 'person_not_found');
export const conflict = (message: string, id: ErrorId = 'duplicate_key') =>
  new HttpError(409, id, message);

/** The answer for a request that ran past REQUEST_TIMEOUT_MS (bff/middleware/requestTimeout.ts). */
export const requestTimedOut = () =>
  new HttpError(
    503,
    'request_timeout',
    'This took too long to answer. Please try again in a moment.',
  );

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

/** A write refused because its `_id` (or another unique key) is taken: MongoDB's code 11000. */
export const isDuplicateKey = (err: unknown): boolean =>
  (err as { code?: number } | null)?.code === 11000;

/** What a person is told when the fault is ours. */
const OUR_FAULT = 'Something went wrong on our side. Please try again.';

/** Maps any thrown value to the status, id and message the client sees (never a stack trace). */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = (err ?? {}) as ErrorLike;
  // Every request's input is validated before a query is built (zod at the boundary), so a value
  // mongoose cannot cast, or a document its schema refuses, is our bug, not the sender's: a 500
  // with its own id (logged with the stack), never a 400 that would hide it.
  if (e.name === 'CastError') return new HttpError(500, 'query_cast_failed', OUR_FAULT);
  if (e.name === 'ValidationError') return new HttpError(500, 'document_invalid', OUR_FAULT);
  if (e.code === 11000) return conflict('This already exists.');
  // Every pooled connection stayed busy for DB_QUEUE_TIMEOUT_MS (bff/db/pool.ts).
  if (e.name === 'MongoWaitQueueTimeoutError')
    return new HttpError(
      503,
      'database_busy',
      'The database is busy right now. Please try again shortly.',
    );
  // The request's time limit ran out inside the database (maxTimeMS, bff/db/deadline.ts).
  if (e.code === 50 || e.name === 'RequestAbandonedError') return requestTimedOut();
  if (
    e.name === 'MongoServerSelectionError' ||
    e.name === 'MongoNetworkError' ||
    e.name === 'MongoNotConnectedError' ||
    e.name === 'MongoTopologyClosedError'
  ) {
    return new HttpError(
      503,
      'database_unavailable',
      'The database is not available right now. Please try again shortly.',
    );
  }
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large')
    return new HttpError(413, 'body_too_large', 'The request is too large.');
  if (e.type === 'entity.parse.failed' || (e.name === 'SyntaxError' && status === 400))
    return badRequest('The request body is not valid JSON.', 'invalid_json');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new HttpError(415, 'unsupported_encoding', 'The request encoding is not supported.');
  }
  if (status && status >= 400 && status < 500 && e.expose !== false) {
    return new HttpError(status, 'validation_failed', e.message || 'Bad request.');
  }
  return new HttpError(500, 'internal_error', OUR_FAULT);
}

/** What the error handler leaves on ctx.state for the request log. */
export interface ErrorState {
  errorId?: ErrorId;
}

/**
 * Answers every failure as JSON `{ error }` with the right status, leaves the error's id on
 * ctx.state for the request log, and logs the unexpected ones with their stack.
 */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        if (ctx.status === 404 && ctx.path.startsWith('/api/')) {
          throw notFound(`No such API route: ${ctx.method} ${ctx.path}`, 'route_not_found');
        }
        // @koa/router's allowedMethods answers these with a status and an Allow header only.
        if (ctx.status === 405) {
          throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed here.`);
        }
        // A method no router knows is the sender's mistake, not a fault of ours: 405, never a
        // 5xx that monitoring would count as a server failure (docs/architecture.md, Errors).
        if (ctx.status === 501) {
          throw new HttpError(405, 'not_implemented', `${ctx.method} is not supported.`);
        }
      }
    } catch (err) {
      const http = toHttpError(err);
      (ctx.state as ErrorState).errorId = http.id;
      if (http.status >= 500) {
        log.error('request failed', { path: ctx.path, error: http.id, err: describeError(err) });
      }
      ctx.status = http.status;
      // A form's refusal also names its field, so the form shows it there (FieldError).
      ctx.body = http.field ? { error: http.message, field: http.field } : { error: http.message };
    }
  };
}

/** An error as one log field: name, message and stack. */
export function describeError(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}\n${err.stack ?? ''}` : String(err);
}
