import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
  expect([200, 503]).toContain(res.status);
  expect(res.headers.get('content-type')).toMatch(/html|text/);
});

it('reports 503 when the database stops answering', async () => {
  const other = await startTestServer();
  await other.db.conn.close();
  const res = await other.client().get('/api/health');
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ database: 'down', error: 'The database is not answering.' });
  await other.close().catch(() => {});
});
