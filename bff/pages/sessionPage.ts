/**
 * Community drawn by the server for the signed-in person (docs/performance.md, Community drawn by
 * the server): their first screen, with their feed, is HTML in the page instead of something the
 * app draws once 300 kB of its code has arrived over a slow network.
 *
 * The answers are the app's own first calls (`/api/users/me`, `/api/profile`, the feed's first
 * page), made in-process through this very server, so every rule of those routes (the session,
 * blocks, suspensions, privacy, rate limits) holds as if the browser had asked. The build's
 * renderer (dist/.server/render.mjs, the app's routes bundled for Node) draws them into the page's
 * template (dist/.server/social.html), and the page carries the answers for the app to start from
 * (app/prerender/sessionAnswers.ts).
 *
 * Whatever goes wrong here (no renderer built, an answer slow or failing, the renderer throwing),
 * the navigation gets the shell as before, whose app asks for the same answers itself: drawing on
 * the server only ever makes the page sooner, never missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import inject from 'light-my-request';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE, type CurrentUser } from '../../contract/auth';
import {
  PAGE_ANSWERS_ID,
  PAGE_MARKS,
  SERVER_RENDER_DIR,
  type SessionPage,
  type SessionPageAnswers,
} from '../../contract/pages/prerendered';
import type { Profile } from '../../contract/profile';
import type { FeedPage } from '../../contract/social';
import { isProfileComplete } from '../../domain/profile/profileRules';
import type { Logger } from '../logger';

/** The server's handler, as `app.callback()` gives it: the answers are asked of it in-process. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the build's renderer exports (app/prerender/render.tsx). */
interface Renderer {
  renderSessionPage(
    page: SessionPage,
    answers: SessionPageAnswers,
  ): Promise<{ html: string; styles: string }>;
}

/**
 * How long the answers may take before the person gets the shell instead: past it, the app asking
 * for them itself costs no more than waiting here would.
 */
export const ANSWERS_WAIT_MS = 1500;

/** What a navigation to a session page gets. */
export type SessionPageResult =
  | { kind: 'page'; html: string; cookies: string[] }
  /** The session is not valid (any more): the person is a visitor. */
  | { kind: 'visitor'; cookies: string[] }
  /** Drawn by the app instead (the shell), as for any signed-in page. */
  | { kind: 'shell' };

/** The calls whose answers a session page is drawn with, by the field they fill. */
const CALLS = { me: '/api/users/me', profile: '/api/profile', feed: '/api/social/posts' } as const;

/**
 * JSON that is safe inside a `<script>` element: nothing a post says can close the element or open
 * a comment, whatever its text (`<`, `>` and `&` as escapes, which JSON.parse reads back as they
 * were), and the two line separators older parsers choked on.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The template with the drawn page, its styles and its answers in their marks. */
export function fillTemplate(
  template: string,
  drawn: { html: string; styles: string },
  answers: SessionPageAnswers,
): string {
  const data = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${scriptJson(answers)}</script>`;
  // Functions, not strings: a `$&` or `$1` in someone's post must stay as written.
  return template
    .replace(PAGE_MARKS.styles, () => drawn.styles)
    .replace(PAGE_MARKS.html, () => drawn.html)
    .replace(PAGE_MARKS.answers, () => data);
}

interface Built {
  renderer: Renderer;
  templates: Map<SessionPage, string>;
}

/**
 * Draws session pages with the renderer built into `staticDir`. The renderer is loaded once, on
 * first use; a build without one (an old build, the BFF's own tests) answers `shell` every time.
 */
export function sessionPages(
  staticDir: string,
  handler: () => RequestHandler,
  log: Logger,
  waitMs = ANSWERS_WAIT_MS,
) {
  let built: Promise<Built | null> | null = null;
  const load = () =>
    (built ??= (async () => {
      const dir = path.join(staticDir, SERVER_RENDER_DIR);
      const file = path.join(dir, 'render.mjs');
      if (!existsSync(file)) return null;
      const renderer = (await import(pathToFileURL(file).href)) as Renderer;
      const templates = new Map<SessionPage, string>([
        ['social', readFileSync(path.join(dir, 'social.html'), 'utf8')],
      ]);
      return { renderer, templates };
    })().catch((err: unknown) => {
      log.error('session_page_renderer_failed', { error: (err as Error).message });
      return null;
    }));

  /** Asks this server for `url` as the person's browser would, with their cookie and address. */
  const ask = async (ctx: Context, url: string) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [APP_REQUEST_HEADER.toLowerCase()]: APP_REQUEST_VALUE,
    };
    for (const name of ['cookie', 'user-agent', 'x-forwarded-for']) {
      const value = ctx.get(name);
      if (value) headers[name] = value;
    }
    const res = await inject(handler(), {
      method: 'GET',
      url,
      headers,
      remoteAddress: ctx.req.socket.remoteAddress ?? '127.0.0.1',
    });
    const setCookie = res.headers['set-cookie'];
    const cookies = setCookie === undefined ? [] : [setCookie].flat().map(String);
    return { status: res.statusCode, body: res.payload, cookies };
  };

  return async function draw(ctx: Context, page: SessionPage): Promise<SessionPageResult> {
    const ready = await load();
    if (!ready) return { kind: 'shell' };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      const answered = await Promise.race([
        Promise.all([ask(ctx, CALLS.me), ask(ctx, CALLS.profile), ask(ctx, CALLS.feed)]),
        late,
      ]);
      if (!answered) {
        log.warn('session_page_late', { page, waited_ms: waitMs });
        return { kind: 'shell' };
      }
      const [me, profile, feed] = answered;
      const cookies = answered.flatMap((a) => a.cookies);
      if (me.status === 401) return { kind: 'visitor', cookies };
      if (me.status !== 200 || profile.status !== 200 || feed.status !== 200) {
        return { kind: 'shell' };
      }
      const answers: SessionPageAnswers = {
        rendered_at: new Date().toISOString(),
        me: JSON.parse(me.body) as CurrentUser,
        profile: JSON.parse(profile.body) as Profile,
        feed: JSON.parse(feed.body) as FeedPage,
      };
      // Profile Setup comes first, and the app sends them there (app/routes/guards.tsx).
      if (!isProfileComplete(answers.profile)) return { kind: 'shell' };
      const drawn = await ready.renderer.renderSessionPage(page, answers);
      const html = fillTemplate(ready.templates.get(page)!, drawn, answers);
      return { kind: 'page', html, cookies };
    } catch (err) {
      log.error('session_page_failed', { page, error: (err as Error).message });
      return { kind: 'shell' };
    } finally {
      clearTimeout(timer);
    }
  };
}

export type DrawSessionPage = ReturnType<typeof sessionPages>;
