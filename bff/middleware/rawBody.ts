import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from '../errors';

/**
 * The request's body as bytes, for the routes that take a file (an image, an import): at most
 * `limit` bytes, else 413 naming the limit. JSON and forms are parsed before any route
 * (bff/app.ts); every other type arrives here unread.
 */
export async function readRawBody(ctx: Context, limit: number, what: string): Promise<Buffer> {
  // Sent as JSON or a form, the body parser has read it already (within its own limit) and kept
  // the text: a Meeting Guide file sent as application/json is still that file.
  const parsed = (ctx.request as { rawBody?: unknown }).rawBody;
  if (typeof parsed === 'string') {
    const data = Buffer.from(parsed, 'utf8');
    if (data.length > limit)
      throw new HttpError(
        413,
        'body_too_large',
        `${what} must be at most ${describeBytes(limit)}.`,
      );
    return data;
  }
  try {
    return await getRawBody(ctx.req, { limit, length: ctx.request.length });
  } catch (err) {
    const e = err as { type?: string };
    if (e.type === 'entity.too.large')
      throw new HttpError(
        413,
        'body_too_large',
        `${what} must be at most ${describeBytes(limit)}.`,
      );
    if (e.type === 'stream.not.readable')
      throw new HttpError(
        415,
        'unsupported_media_type',
        `${what} could not be read: send the file itself as the request body.`,
      );
    if (e.type === 'request.size.invalid' || e.type === 'request.aborted')
      throw new HttpError(400, 'validation_failed', `${what} did not arrive whole.`);
    throw err;
  }
}

/** '200 kB', '5 MB'. */
export const describeBytes = (n: number) =>
  n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} kB`;
