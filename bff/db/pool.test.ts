import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import mongoose from 'mongoose';
import { expect, inject, it } from 'vitest';
import { errorHandler } from '../errors';
import { silentLogger } from '../logger';
import { uriWithPool, withUriOptions } from './pool';

it('puts the pool options in the connection string, replacing the same options', () => {
  expect(
    withUriOptions('mongodb://127.0.0.1:4000/', { maxPoolSize: 4, waitQueueTimeoutMS: 5 }),
  ).toBe('mongodb://127.0.0.1:4000/?maxPoolSize=4&waitQueueTimeoutMS=5');
  expect(withUriOptions('mongodb://a:1,b:2', { maxPoolSize: 2 })).toBe(
    'mongodb://a:1,b:2/?maxPoolSize=2',
  );
  expect(
    withUriOptions('mongodb+srv://u:p@c.example/db?retryWrites=true&maxpoolsize=50', {
      maxPoolSize: 8,
    }),
  ).toBe('mongodb+srv://u:p@c.example/db?retryWrites=true&maxPoolSize=8');
});

it('bounds the embedded engines; leaves MONGODB_URI alone unless told', () => {
  expect(uriWithPool('mongodb://127.0.0.1:4000/', 'ferretdb', {})).toBe(
    'mongodb://127.0.0.1:4000/?maxPoolSize=4&waitQueueTimeoutMS=5000',
  );
  expect(uriWithPool('mongodb://db.example:27017/x', 'external', {})).toBe(
    'mongodb://db.example:27017/x',
  );
  expect(uriWithPool('mongodb://db.example:27017/x', 'external', { dbPoolSize: 20 })).toBe(
    'mongodb://db.example:27017/x?maxPoolSize=20',
  );
});

const DOCS = 10_000;
const BURST = 40;

it('a burst beyond the pool waits, then answers 503 busy; the app keeps working', async () => {
  const dbName = `pool_${randomBytes(6).toString('hex')}`;
  const setup = await mongoose.createConnection(inject('mongoUri'), { dbName }).asPromise();
  await setup
    .getClient()
    .db(dbName)
    .collection('slow')
    .insertMany(Array.from({ length: DOCS }, (_, i) => ({ n: i, t: 'x'.repeat(50) })));

  // Pool of one connection, 100 ms in the queue at most: the excess of a burst must fail fast.
  const uri = withUriOptions(inject('mongoUri'), { maxPoolSize: 1, waitQueueTimeoutMS: 100 });
  const conn = await mongoose.createConnection(uri, { dbName }).asPromise();
  // Opening the one connection counts against the queue time: retry until it is open.
  for (let i = 0; ; i++) {
    const ok = await conn
      .getClient()
      .db(dbName)
      .command({ ping: 1 })
      .then(
        () => true,
        (err: unknown) => {
          if (i >= 50 || (err as Error).name !== 'MongoWaitQueueTimeoutError') throw err;
          return false;
        },
      );
    if (ok) break;
  }
  const slow = conn.getClient().db(dbName).collection('slow');

  const app = new Koa();
  app.use(errorHandler(silentLogger));
  // A query no engine answers by index: a full scan on each request.
  app.use(async (ctx) => {
    ctx.body = { count: await slow.countDocuments({ t: 'x'.repeat(50), n: { $gte: 0 } }) };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const res = await fetch(url);
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );
    const burstMs = performance.now() - started;
    const ok = burst.filter((r) => r.status === 200);
    const busy = burst.filter((r) => r.status === 503);
    expect(ok.length + busy.length).toBe(burst.length);
    expect(ok.length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of ok) expect(r.body).toEqual({ count: DOCS });
    for (const r of busy)
      expect(r.body).toEqual({
        error: 'The database is busy right now. Please try again shortly.',
      });
    console.log(
      `[pool] ${BURST} at once, pool 1, queue 100 ms, ${DOCS} docs: ${ok.length} answered, ${busy.length} 503 in ${Math.round(burstMs)} ms`,
    );

    // Recovered: the next request is answered.
    const after = await fetch(url);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ count: DOCS });
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await conn.close();
    await setup.dropDatabase();
    await setup.close();
  }
}, 60_000);
