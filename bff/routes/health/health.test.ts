import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

const INDEX = '<!doctype html><title>Peer Support</title><div id="root"></div>';
let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  // A built app of its own, so the fallback is tested whether or not dist/ exists.
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'peer-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  server = await startTestServer({}, { staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

it('reports that the database answers', async () => {
  const res = await server.client().get('/api/health');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
});

it('sends security headers', async () => {
  const res = await server.client().get('/api/health');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

it('answers unknown API routes with a JSON 404', async () => {
  const res = await server.client().get('/api/nope');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ error: 'No such API route: GET /api/nope' });
});

it('falls back to index.html for client routes', async () => {
  const res = await server.client().raw('/social/anything');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(await res.text()).toBe(INDEX);
});

it('answers 503 with a hint when the app has not been built', async () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'peer-static-'));
  const unbuilt = await startTestServer({}, { staticDir: empty });
  const res = await unbuilt.client().raw('/social');
  expect(res.status).toBe(503);
  expect(await res.text()).toContain('npm run build');
  await unbuilt.close();
  rmSync(empty, { recursive: true, force: true });
});

it('reports 503 when the database stops answering', async () => {
  const other = await startTestServer();
  await other.db.conn.close();
  const res = await other.client().get('/api/health');
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ database: 'down', error: 'The database is not answering.' });
  await other.close().catch(() => {});
});
