import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Error as MongooseError } from 'mongoose';
import { toHttpError } from './errors';
import { createLogger } from './logger';
import { startTestServer, type TestClient, type TestServer } from './test/harness';

let server: TestServer;
let signedIn: TestClient;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { LOG_REQUESTS: '1' },
    { log: createLogger(true, (l) => lines.push(JSON.parse(l))) },
  );
  signedIn = server.client();
  await signedIn.signIn('errors@example.com', 'Errors');
});
afterAll(() => server.close());
beforeEach(() => {
  lines.length = 0;
});

const logged = (path: string) =>
  lines.filter((l) => l.msg === 'request' && l.path === path).map((l) => l.error);

describe('stable error ids in the request log (the wire keeps { error })', () => {
  it.each([
    ['authentication_required', () => server.client().get('/api/profile'), '/api/profile', 401],
    [
      'post_not_found',
      () => signedIn.get('/api/social/posts/not-an-id/comments'),
      '/api/social/posts/not-an-id/comments',
      404,
    ],
    [
      'validation_failed',
      () => signedIn.post('/api/social/posts', { content: ' ' }),
      '/api/social/posts',
      400,
    ],
    [
      'operator_rejected',
      () => signedIn.post('/api/sessions', { code: { $ne: null } }),
      '/api/sessions',
      400,
    ],
    ['route_not_found', () => signedIn.get('/api/nope'), '/api/nope', 404],
  ])('%s', async (id, send, path, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(Object.keys(res.body as object)).toEqual(['error']);
    expect(logged(path)).toEqual([id]);
  });

  it('a success logs no error id', async () => {
    expect((await signedIn.get('/api/profile')).status).toBe(200);
    expect(logged('/api/profile')).toEqual([undefined]);
  });
});

describe('methods a route does not have', () => {
  it('405 as JSON with an Allow header', async () => {
    const res = await signedIn.json('PUT', '/api/profile', {});
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'PUT is not allowed here.' });
    expect(res.headers.get('allow')).toMatch(/GET.*POST|POST.*GET/);
    expect(logged('/api/profile')).toEqual(['method_not_allowed']);
  });

  it('405 for DELETE on the feed itself, even without a session', async () => {
    const res = await server.client().delete('/api/social/posts');
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ error: 'DELETE is not allowed here.' });
  });

  it('405 as JSON for a method no router knows (a client mistake, never a 5xx)', async () => {
    const res = await signedIn.json('PROPFIND', '/api/profile');
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'PROPFIND is not supported.' });
    expect(logged('/api/profile')).toEqual(['not_implemented']);
  });
});

describe('request bodies that cannot be decoded (Content-Encoding)', () => {
  const send = async (encoding: string, body: Buffer | string) => {
    const res = await signedIn.raw('/api/social/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it.each([
    ['gzip', 'this is not gzip'],
    ['deflate', 'this is not deflate'],
    ['br', 'this is not brotli'],
    ['gzip', gzipSync('{"content":"cut short"}').subarray(0, 12)],
  ])('a bogus %s body is a 400 JSON naming the encoding, never a 500', async (encoding, body) => {
    const res = await send(encoding, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error:
        'The request body could not be decoded: its Content-Encoding does not match its content.',
    });
  });

  it('an unknown encoding is a 415 JSON', async () => {
    const res = await send('compress', 'x');
    expect(res.status).toBe(415);
    expect(Object.keys(res.body as object)).toEqual(['error']);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('a real %s body is still read', async (encoding, pack) => {
    const res = await send(encoding, pack(JSON.stringify({ code: 'x' })));
    // Read and validated: the body was decoded (the feed route names the missing content).
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'content is required.' });
  });
});

describe('deeply nested bodies', () => {
  it.each([
    ['an array', '['.repeat(9000) + ']'.repeat(9000)],
    ['an object', '{"a":'.repeat(40) + '1' + '}'.repeat(40)],
  ])('%s nested too deeply is a 400 JSON on every route, never a 500', async (_kind, body) => {
    for (const [method, path] of [
      ['POST', '/api/social/posts'],
      ['POST', '/api/connect/google'],
      ['PATCH', '/api/connect/google/callback'],
      ['POST', '/api/sessions'],
    ]) {
      const res = await signedIn.json(method!, path!, body, { 'Content-Type': 'application/json' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toEqual({
        error: 'The request body is nested too deeply (more than 32 levels).',
      });
    }
  });

  it('32 levels are still read', async () => {
    const body = '{"a":'.repeat(31) + '1' + '}'.repeat(31);
    const res = await signedIn.json('POST', '/api/social/posts', body, {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'content is required.' });
  });
});

describe('methods grant does not take', () => {
  it.each(['PUT', 'PATCH', 'DELETE'])(
    '%s on the sign-in callback (405) or connect (404) is a JSON refusal',
    async (method) => {
      for (const [path, status] of [
        ['/api/connect/google/callback?code=x', 405],
        ['/api/connect/google', 404],
      ] as const) {
        const res = await signedIn.json(method, path, '{}', {
          'Content-Type': 'application/json',
        });
        expect(res.status, path).toBe(status);
        expect(Object.keys(res.body as object)).toEqual(['error']);
      }
    },
  );
});

describe('Cache-Control: no-store on every API answer', () => {
  it.each([
    ['GET', '/api/oauth/google/redirect_url', undefined, 200],
    ['GET', '/api/profile', undefined, 200],
    ['GET', '/api/social/posts', undefined, 200],
    ['POST', '/api/profile', { support_status: 'nope' }, 400],
    ['GET', '/api/nope', undefined, 404],
    ['PUT', '/api/profile', {}, 405],
    ['GET', '/api/connect/google', undefined, 302],
  ])('%s %s', async (method, path, body, status) => {
    const res = await signedIn.json(method, path, body);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('also when nobody is signed in', async () => {
    const res = await server.client().get('/api/social/posts');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('faults of ours are 500s, never passed off as bad input', () => {
  it('a value mongoose cannot cast (input is validated before any query) is a 500 with its id', () => {
    const cast = new MongooseError.CastError('ObjectId', { $in: ['x'] }, '_id');
    expect(toHttpError(cast)).toMatchObject({ status: 500, id: 'query_cast_failed' });
    expect(toHttpError(cast).message).toBe('Something went wrong on our side. Please try again.');
  });

  it('a document the schema refuses is a 500 with its id', () => {
    const invalid = new MongooseError.ValidationError();
    expect(toHttpError(invalid)).toMatchObject({ status: 500, id: 'document_invalid' });
  });
});

it('LOG_REQUESTS=0 keeps the request log quiet', async () => {
  const quiet: Record<string, unknown>[] = [];
  const server = await startTestServer(
    { LOG_REQUESTS: '0' },
    { log: createLogger(true, (l) => quiet.push(JSON.parse(l))) },
  );
  try {
    expect((await server.client().get('/api/profile')).status).toBe(401);
    expect(quiet.filter((l) => l.msg === 'request')).toEqual([]);
  } finally {
    await server.close();
  }
});
