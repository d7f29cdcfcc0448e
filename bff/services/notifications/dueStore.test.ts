import { randomBytes } from 'node:crypto';
import { afterAll, expect, inject } from 'vitest';
import { connectDatabase } from '../../db/connect';
import { engineSeam, type EngineName } from '../../db/seam';
import { itNeedsAtomicUpdates } from '../../test/strategy';
import { databaseDueStore } from './schedule';

const db = await connectDatabase(inject('mongoUri'), `test_due_${randomBytes(4).toString('hex')}`);
afterAll(async () => {
  await db.conn.dropDatabase();
  await db.close();
});
const store = databaseDueStore(db.models, engineSeam(db.conn, inject('dbEngine') as EngineName));
const it = itNeedsAtomicUpdates('MongoDB applies $addToSet and findOneAndDelete atomically');

it('keeps every job of a busy minute, and one taken while jobs arrive is never lost', async () => {
  const at = new Date('2026-06-01T20:00:00Z');
  // Everyone's reminder at the default 20:00, planned at once.
  await Promise.all(Array.from({ length: 40 }, (_, i) => store.add(at, `reminder:p${i}`)));
  expect((await store.claim('2026-06-01T20:00')).sort()).toEqual(
    Array.from({ length: 40 }, (_, i) => `reminder:p${i}`).sort(),
  );
  // Taken while more arrive: each job is taken by exactly one of the claims.
  const claims: Promise<string[]>[] = [];
  const adds: Promise<void>[] = [];
  for (let i = 0; i < 40; i++) {
    adds.push(store.add(at, `reminder:q${i}`));
    if (i % 10 === 5) claims.push(store.claim('2026-06-01T20:00'));
  }
  await Promise.all(adds);
  claims.push(store.claim('2026-06-01T20:00'));
  const taken = (await Promise.all(claims)).flat();
  expect(taken.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `reminder:q${i}`).sort());
});
