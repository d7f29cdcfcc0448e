import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAGE_ANSWERS_ID,
  PAGE_MARKS,
  SERVER_RENDER_DIR,
  type SessionPageAnswers,
} from '../../contract/pages/prerendered';
import type { Logger } from '../logger';
import { factory, type Factory } from '../test/factory';
import { startTestServer, type TestServer } from '../test/harness';
import { fillTemplate, scriptJson, sessionPages } from './sessionPage';

/**
 * Community drawn by the server (docs/performance.md, Community drawn by the server). The app's own
 * renderer is the build's, checked in a real browser (app/e2e/sessionPage.e2e.ts); here a renderer
 * of the same shape shows what the BFF gives it and does with what it draws.
 */
const RENDERER = `
export async function renderSessionPage(page, answers) {
  if (answers.profile.display_name === 'Breaks the renderer') throw new Error('renderer broke');
  const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    html: '<main data-page="' + page + '">' +
      answers.feed.posts.map((p) => '<p>' + text(p.content) + '</p>').join('') + '</main>',
    styles: '<style data-emotion="css drawn">.css-drawn{color:red}</style>',
  };
}
`;
const TEMPLATE = `<!doctype html><html><head>${PAGE_MARKS.styles}</head><body><div id="root" data-prerendered="social">${PAGE_MARKS.html}</div>${PAGE_MARKS.answers}</body></html>`;
const INDEX = '<!doctype html><title>Landing</title>';
const SHELL = '<!doctype html><title>Shell</title>';

let server: TestServer;
let make: Factory;
let staticDir: string;
const errors: { msg: string; fields?: Record<string, unknown> }[] = [];
const serverLog: Logger = {
  info() {},
  warn() {},
  error: (msg, fields) => void errors.push({ msg, fields }),
};

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'peer-session-page-'));
  mkdirSync(path.join(staticDir, SERVER_RENDER_DIR));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  writeFileSync(path.join(staticDir, 'shell.html'), SHELL);
  writeFileSync(path.join(staticDir, SERVER_RENDER_DIR, 'render.mjs'), RENDERER);
  writeFileSync(path.join(staticDir, SERVER_RENDER_DIR, 'social.html'), TEMPLATE);
  server = await startTestServer({}, { staticDir, log: serverLog });
  make = factory(server);
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The answers the page carries, read back as the app reads them. */
function answersIn(html: string): SessionPageAnswers {
  const found = new RegExp(
    `<script type="application/json" id="${PAGE_ANSWERS_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!found) throw new Error('no answers in the page');
  return JSON.parse(found[1]!) as SessionPageAnswers;
}

describe('GET /social with a session', () => {
  it("is drawn with the person's own answers: the feed as they may see it, never cached", async () => {
    const [ana, ben, cy] = await make.users(3);
    await make.post(ben!, { content: 'From Ben, to everyone' });
    await make.post(cy!, { content: 'From Cy, whom Ana blocked' });
    await make.post(ben!, { content: 'Ben, only me', privacy: 'private' });
    expect((await ana!.client.post(`/api/users/${cy!.id}/block`)).status).toBe(200);

    const res = await ana!.client.raw('/social');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    // The answers are in the page: nothing to preload.
    expect(res.headers.get('link')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<style data-emotion="css drawn">');
    expect(html).toContain('<main data-page="social"><p>From Ben, to everyone</p></main>');
    expect(html).not.toContain('Cy, whom Ana blocked');
    expect(html).not.toContain('only me');

    // The same answers the app would have had from its own calls.
    const answers = answersIn(html);
    expect(answers.me).toEqual((await ana!.client.get('/api/users/me')).body);
    expect(answers.profile).toEqual((await ana!.client.get('/api/profile')).body);
    expect(answers.feed).toEqual((await ana!.client.get('/api/social/posts')).body);
    expect(Date.now() - Date.parse(answers.rendered_at)).toBeLessThan(60_000);
  });

  it('keeps whatever a post says as text, inside and outside the answers', async () => {
    const author = await make.user();
    const hostile = 'a </script><script>alert(1)</script> <!-- $& $1 \u2028 & b';
    await make.post(author, { content: hostile });
    const html = await (await author.client.raw('/social')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(answersIn(html).feed.posts[0]!.content).toBe(hostile);
  });

  it('an unfinished profile gets the shell, which sends the person to Profile Setup', async () => {
    const newcomer = await make.user({ profile: false });
    const res = await newcomer.client.raw('/social');
    expect(await res.text()).toBe(SHELL);
    expect(res.headers.get('link')).toContain('</api/social/posts>');
  });

  it('an ended session gets the landing, and its cookie is cleared', async () => {
    const user = await make.user();
    await make.expireSession(user);
    const res = await user.client.raw('/social');
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;/);
    expect(user.client.jar.header()).not.toMatch(/sid=[^;]/);
  });

  it('a cookie that names no session gets the landing', async () => {
    const res = await fetch(`${server.url}/social`, { headers: { Cookie: 'sid=nothing-of-ours' } });
    expect(await res.text()).toBe(INDEX);
  });

  it('a renderer that fails leaves the person the shell, and says so in the log', async () => {
    const user = await make.user({ profile: { display_name: 'Breaks the renderer' } });
    const res = await user.client.raw('/social');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
    expect(errors).toContainEqual({
      msg: 'session_page_failed',
      fields: { page: 'social', error: 'renderer broke' },
    });
  });

  it('without a session cookie, the landing as before', async () => {
    expect(await (await fetch(`${server.url}/social`)).text()).toBe(INDEX);
  });

  it('what the renderer is made of is never served', async () => {
    for (const file of ['render.mjs', 'social.html']) {
      const res = await fetch(`${server.url}/${SERVER_RENDER_DIR}/${file}`);
      expect(res.status, file).toBe(404);
    }
  });
});

describe('drawing a session page (no database)', () => {
  const log = (): Logger & { lines: string[] } => {
    const lines: string[] = [];
    const put = (msg: string) => void lines.push(msg);
    return { lines, info: put, warn: put, error: put };
  };
  const ctx = {
    get: (name: string) => (name === 'cookie' ? 'sid=x' : ''),
    req: { socket: { remoteAddress: '127.0.0.1' } },
  } as unknown as Context;

  it('answers slower than the wait get the shell, and are logged', async () => {
    // Never answers: only the wait can end the drawing.
    const silent = (_req: IncomingMessage, _res: ServerResponse) => {};
    const logged = log();
    const started = Date.now();
    await expect(
      sessionPages(staticDir, () => silent, logged, 200)(ctx, 'social'),
    ).resolves.toEqual({ kind: 'shell' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(logged.lines).toEqual(['session_page_late']);
  });

  it('a build without the renderer gets the shell, without asking anything', async () => {
    const handler = vi.fn();
    const empty = mkdtempSync(path.join(os.tmpdir(), 'peer-no-renderer-'));
    try {
      await expect(sessionPages(empty, () => handler, log())(ctx, 'social')).resolves.toEqual({
        kind: 'shell',
      });
      expect(handler).not.toHaveBeenCalled();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('the template takes the page as written, `$` patterns included', () => {
    const answers = { rendered_at: 'x', me: {}, profile: {}, feed: { posts: [] } };
    const filled = fillTemplate(
      TEMPLATE,
      { html: '<p>$& $1 $$</p>', styles: '<style>$`</style>' },
      answers as unknown as SessionPageAnswers,
    );
    expect(filled).toContain('<p>$& $1 $$</p>');
    expect(filled).toContain('<style>$`</style>');
    expect(scriptJson({ a: '</script><!--&' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}',
    );
  });
});
