import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import send from 'koa-send';
import serve from 'koa-static';

/** Vite fingerprints assets, so they can be cached for good; index.html never. */
function setHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  // The build writes file.br and file.gz beside each file; which one is sent depends on this.
  res.setHeader('Vary', 'Accept-Encoding');
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/**
 * Serves the built app, precompressed: `file.br` when Accept-Encoding allows br, else `file.gz`,
 * else the file itself (koa-send's brotli/gzip options), with the type of the file itself. Client
 * routes fall back to index.html (also precompressed) so deep links work.
 */
export function serveApp(staticDir: string): Middleware[] {
  const options = { root: staticDir, index: false as const, brotli: true, gzip: true, setHeaders };
  const files = serve(staticDir, options);
  const fallback: Middleware = async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/dev-idp/')) return;
    if (path.extname(ctx.path) && ctx.path !== '/index.html') return; // a missing asset stays a 404
    if (!existsSync(path.join(staticDir, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text';
      ctx.body = 'The app has not been built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    await send(ctx, 'index.html', options);
  };
  return [fallback, files];
}

/**
 * Compresses what the BFF makes at run time (API JSON) above 1 kB. Streams of events are never
 * compressed (a compressor buffers them), and files already sent precompressed are left alone
 * (koa-compress skips a response that has a Content-Encoding).
 */
export function compressResponses(): Middleware {
  return compress({
    threshold: 1024,
    filter: (type) =>
      !/^text\/event-stream/i.test(type) && /json|text|javascript|xml|svg/i.test(type),
  });
}
