import type { Middleware } from 'koa';
import { HttpError, toHttpError } from '../errors';

/**
 * Wraps the body parser so a body it cannot decode is the sender's fault, not ours: a gzip,
 * deflate or brotli body that does not decompress (zlib throws plain errors with codes such as
 * Z_DATA_ERROR, without an HTTP status) answers 400; the parser's own 4xx (invalid JSON, 413,
 * 415 unknown encoding) keep their status. Errors of the handlers after it pass through untouched.
 */
export function decodeBodyOr400(parser: Middleware): Middleware {
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parser(ctx, async () => {
        parsed = true;
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
