import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import send from 'koa-send';
import serve from 'koa-static';
import {
  PAGE_ANSWERS,
  PRERENDERED_FILES,
  PRERENDERED_PATHS,
  SESSION_ANSWERS,
  SHELL_FILE,
  type SessionPage,
} from '../contract/pages/prerendered';
import { SESSION_COOKIE } from './auth/currentUser';
import type { DrawSessionPage } from './pages/sessionPage';

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
 * The page a navigation to `pathname` gets (docs/performance.md, Prerendered pages). Decided by
 * whether the request carries a session cookie at all, never by reading the session: the pages
 * (and their crisis lines) must load while the database does not answer. Without one the person
 * is a visitor, whom every route but the sign-in callback sends to the landing; with one, Get Help
 * is prerendered as a signed-in person sees it, and other routes get the shell the app draws in.
 * A cookie that turns out expired only costs a redirect once the app has checked it.
 */
export function pageFor(pathname: string, hasSessionCookie: boolean): string {
  if (pathname === '/auth/callback') return SHELL_FILE;
  if (!hasSessionCookie) return PRERENDERED_FILES.landing;
  if (pathname === PRERENDERED_PATHS.help) return PRERENDERED_FILES.help;
  return SHELL_FILE;
}

/**
 * The API answers to fetch with a signed-in person's page (docs/performance.md, Answers with the
 * page), as one `Link` header value; none for a visitor, whose page asks for nothing of theirs.
 */
export function preloadsFor(pathname: string, hasSessionCookie: boolean): string | null {
  if (!hasSessionCookie || pathname === '/auth/callback') return null;
  return [...SESSION_ANSWERS, ...(PAGE_ANSWERS[pathname] ?? [])]
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

/** The session page drawn at `pathname` for a signed-in person (bff/pages/sessionPage.ts). */
export function sessionPageAt(pathname: string): SessionPage | null {
  return pathname === PRERENDERED_PATHS.social ? 'social' : null;
}

/**
 * Serves the built app, precompressed: `file.br` when Accept-Encoding allows br, else `file.gz`,
 * else the file itself (koa-send's brotli/gzip options), with the type of the file itself. Client
 * routes get their page (`pageFor`, also precompressed) so deep links work; a build without
 * prerendered pages has only index.html, which serves them all. With `drawSessionPage`, Community
 * is drawn by the server for a signed-in person, with their feed (docs/performance.md, Community
 * drawn by the server), and the shell is what they get when that cannot be done.
 */
export function serveApp(staticDir: string, drawSessionPage?: DrawSessionPage): Middleware[] {
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
    let hasSessionCookie = Boolean(ctx.cookies.get(SESSION_COOKIE));
    const sessionPage = hasSessionCookie ? sessionPageAt(ctx.path) : null;
    if (sessionPage && drawSessionPage && ctx.method === 'GET') {
      const drawn = await drawSessionPage(ctx, sessionPage);
      // The session's own cookie answers (an ended session's cookie cleared) reach the browser.
      if (drawn.kind !== 'shell')
        for (const cookie of drawn.cookies) ctx.append('Set-Cookie', cookie);
      if (drawn.kind === 'page') {
        ctx.type = 'html';
        // This person's feed: kept by no cache, the browser's own included.
        ctx.set('Cache-Control', 'no-store');
        ctx.vary('Cookie');
        ctx.body = drawn.html;
        return;
      }
      if (drawn.kind === 'visitor') hasSessionCookie = false;
    }
    const page = pageFor(ctx.path, hasSessionCookie);
    await send(ctx, existsSync(path.join(staticDir, page)) ? page : 'index.html', options);
    const preloads = preloadsFor(ctx.path, hasSessionCookie);
    if (preloads) ctx.set('Link', preloads);
    // Which page depends on the cookie: a cache in between must not give one person's to another.
    ctx.vary('Cookie');
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
