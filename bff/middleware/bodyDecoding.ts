import type { Middleware } from 'koa';
import { HttpError, toHttpError } from '../errors';

/** No request of ours nests deeper; libraries that copy a body recursively (grant) overflow far deeper. */
export const MAX_BODY_DEPTH = 32;

/** Whether a parsed body nests objects or arrays deeper than `max`, found without recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Object.values(v)) stack.push([inner, depth + 1]);
  }
  return false;
}

/**
 * Wraps the body parser so a body it cannot decode is the sender's fault, not ours: a gzip,
 * deflate or brotli body that does not decompress (zlib throws plain errors with codes such as
 * Z_DATA_ERROR, without an HTTP status) answers 400; the parser's own 4xx (invalid JSON, 413,
 * 415 unknown encoding) keep their status; a body nested deeper than MAX_BODY_DEPTH is a 400 too.
 * Errors of the handlers after it pass through untouched.
 */
export function decodeBodyOr400(parser: Middleware): Middleware {
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parser(ctx, async () => {
        parsed = true;
        if (nestedDeeperThan((ctx.request as { body?: unknown }).body, MAX_BODY_DEPTH)) {
          throw new HttpError(
            400,
            'body_too_deep',
            `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`,
          );
        }
        await next();
      });
    } catch (err) {
      if (parsed) throw err;
      const http = toHttpError(err);
      if (http.status < 500) throw http;
      throw new HttpError(
        400,
        'body_not_decodable',
        'The request body could not be decoded: its Content-Encoding does not match its content.',
      );
    }
  };
}
