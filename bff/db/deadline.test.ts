import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectDatabase, type Database } from './connect';
import { readAhead, RequestAbandonedError, withBudget, type RequestBudget } from './deadline';

let db: Database;
beforeAll(async () => {
  db = await connectDatabase(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`);
});
afterAll(async () => {
  await db.conn.dropDatabase().catch(() => {});
  await db.close();
});

it('every query of a request carries maxTimeMS: the time the request has left', async () => {
  const budget: RequestBudget = { deadline: Date.now() + 5000, abandoned: false };
  const find = db.models.User.findOne({ sub: 'nobody' });
  const update = db.models.User.updateOne({ sub: 'nobody' }, { $set: { email: 'x@y.org' } });
  const aggregate = db.models.User.aggregate([{ $match: { sub: 'nobody' } }]);
  await withBudget(budget, async () => {
    await find;
    await update;
    await aggregate;
  });
  for (const ms of [
    find.getOptions().maxTimeMS,
    update.getOptions().maxTimeMS,
    aggregate.options.maxTimeMS,
  ]) {
    expect(ms).toBeGreaterThan(4000);
    expect(ms).toBeLessThanOrEqual(5000);
  }
  // Outside a request nothing is added.
  const plain = db.models.User.findOne({ sub: 'nobody' });
  await plain;
  expect(plain.getOptions().maxTimeMS).toBeUndefined();
});

it('an abandoned request sends no more queries, saves or inserts', async () => {
  const budget: RequestBudget = { deadline: Date.now() + 5000, abandoned: true };
  await withBudget(budget, async () => {
    await expect(db.models.User.findOne({ sub: 'nobody' })).rejects.toBeInstanceOf(
      RequestAbandonedError,
    );
    await expect(
      db.models.User.create({ sub: 'dev:late', email: 'late@example.com' }),
    ).rejects.toBeInstanceOf(RequestAbandonedError);
    await expect(
      db.models.User.insertMany([{ sub: 'dev:late2', email: 'late2@example.com' }]),
    ).rejects.toBeInstanceOf(RequestAbandonedError);
  });
  const expired: RequestBudget = { deadline: Date.now() - 1, abandoned: false };
  await withBudget(expired, async () => {
    await expect(db.models.User.countDocuments()).rejects.toBeInstanceOf(RequestAbandonedError);
  });
  expect(await db.models.User.countDocuments({ sub: /^dev:late/ })).toBe(0);
});

it('a read ahead gives its value or failure to whoever awaits it, and a failure nobody awaits is not unhandled', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    await expect(readAhead(Promise.resolve(7))).resolves.toBe(7);
    await expect(readAhead(Promise.reject(new Error('read failed')))).rejects.toThrow(
      'read failed',
    );
    void readAhead(Promise.reject(new RequestAbandonedError()));
    // Unhandled rejections are reported after the microtasks of this turn: wait one macrotask.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
