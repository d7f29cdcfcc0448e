import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/** Serves the built app; client routes fall back to index.html so deep links work. */
export function serveApp(staticDir: string): Middleware[] {
  const files = serve(staticDir, {
    index: false,
    setHeaders: (res, filePath) => {
      // Vite fingerprints assets, so they can be cached for good; index.html never.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const fallback: Middleware = async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/dev-idp/')) return;
    if (path.extname(ctx.path) && ctx.path !== '/index.html') return; // a missing asset stays a 404
    const index = path.join(staticDir, 'index.html');
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text';
      ctx.body = 'The app has not been built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await readFile(index);
  };
  return [fallback, files];
}
