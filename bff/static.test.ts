import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses } from './static';
import { factory } from './test/factory';
import { startTestServer, type TestServer } from './test/harness';

const JS = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX = `<!doctype html><title>Peer Support</title>${'<p>x</p>'.repeat(300)}`;
const HELP = '<!doctype html><title>Get Help</title><p>prerendered Get Help</p>';
const SHELL = '<!doctype html><title>Peer Support</title><p>the shell</p>';
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  // A build of its own: assets/a.js with the .br and .gz the app build writes beside it.
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'peer-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  const put = (name: string, body: string | Buffer) =>
    writeFileSync(path.join(staticDir, name), body);
  put('assets/a.js', JS);
  put('assets/a.js.br', brotliCompressSync(JS));
  put('assets/a.js.gz', gzipSync(JS));
  put('index.html', INDEX);
  put('index.html.br', brotliCompressSync(INDEX));
  put('index.html.gz', gzipSync(INDEX));
  put('help.html', HELP);
  put('shell.html', SHELL);
  server = await startTestServer({}, { staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A request whose body is kept as sent (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('the built app, precompressed', () => {
  it.each([
    ['br, gzip', 'br', 'a.js.br'],
    ['gzip, deflate', 'gzip', 'a.js.gz'],
    ['identity', undefined, 'a.js'],
  ])('Accept-Encoding %s: sends %s', async (accept, encoding, file) => {
    const res = await get(`${server.url}/assets/a.js`, { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(readBack(file))).toBe(true);
  });

  it('index.html for client routes, precompressed and never cached', async () => {
    const res = await get(`${server.url}/social`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.body).toString()).toBe(INDEX);
  });

  it('a visitor gets the landing on every route but the sign-in callback', async () => {
    for (const route of ['/', '/help', '/map']) {
      const res = await get(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.body.toString(), route).toBe(INDEX);
      // The page depends on the cookie: no cache in between may hand one person's to another.
      expect(res.headers.vary, route).toMatch(/Cookie/);
    }
    expect((await get(`${server.url}/auth/callback?code=x`)).body.toString()).toBe(SHELL);
  });

  it('with a session cookie: Get Help prerendered on /help, the shell elsewhere', async () => {
    // Only whether the cookie is there counts (the database is not asked), so the pages load
    // while it is down; an expired one costs a redirect once the app has asked.
    const cookie = { Cookie: 'sid=anything' };
    expect((await get(`${server.url}/help`, cookie)).body.toString()).toBe(HELP);
    for (const route of ['/', '/social', '/account'])
      expect((await get(`${server.url}${route}`, cookie)).body.toString(), route).toBe(SHELL);
  });

  it("a signed-in person's page names the answers it needs first, for the browser to fetch with it", async () => {
    const cookie = { Cookie: 'sid=anything' };
    const links = async (route: string, headers: Record<string, string> = cookie) =>
      String((await get(`${server.url}${route}`, headers)).headers.link ?? '')
        .split(', ')
        .filter(Boolean);
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    expect(await links('/social')).toEqual(
      ['/api/users/me', '/api/profile', '/api/social/posts'].map(preload),
    );
    expect(await links('/help')).toEqual(
      [
        '/api/users/me',
        '/api/profile',
        '/api/sponsored-treatment-centers',
        '/api/advertisements?placement=top',
        '/api/advertisements?placement=bottom',
        '/api/support-requests/mine',
      ].map(preload),
    );
    expect(await links('/map')).toEqual(['/api/users/me', '/api/profile'].map(preload));
    // A visitor's page asks for nothing of theirs, and the callback signs in first.
    expect(await links('/social', {})).toEqual([]);
    expect(await links('/auth/callback')).toEqual([]);
  });

  it('the prerendered files themselves are plain files too', async () => {
    expect((await get(`${server.url}/help.html`)).body.toString()).toBe(HELP);
  });

  it('a missing asset stays a 404', async () => {
    expect((await get(`${server.url}/assets/missing.js`)).status).toBe(404);
  });
});

describe('API responses', () => {
  it('JSON over 1 kB is compressed when the client accepts it', async () => {
    const user = await factory(server).user();
    for (let i = 0; i < 3; i++) {
      await user.client.post('/api/social/posts', { content: 'c'.repeat(600) });
    }
    const cookie = user.client.jar.header();
    const res = await get(`${server.url}/api/social/posts`, {
      'Accept-Encoding': 'gzip',
      Cookie: cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(res.body).toString()).posts).toHaveLength(3);
  });

  it('an event stream is never compressed', async () => {
    const app = new Koa();
    app.use(compressResponses());
    app.use((ctx) => {
      ctx.type = 'text/event-stream';
      ctx.body = `data: ${'x'.repeat(4000)}\n\n`;
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((r) => listener.once('listening', r));
    const { port } = listener.address() as AddressInfo;
    const res = await get(`http://127.0.0.1:${port}/`, { 'Accept-Encoding': 'br, gzip' });
    listener.close();
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('small JSON is sent as it is', async () => {
    const res = await get(`${server.url}/api/health`, { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 'ok' });
  });
});

const readBack = (file: string) => readFileSync(path.join(staticDir, 'assets', file));
