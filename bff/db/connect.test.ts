import { randomBytes } from 'node:crypto';
import { Types, trusted } from 'mongoose';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectDatabase, type Database } from './connect';

let db: Database;
beforeAll(async () => {
  db = await connectDatabase(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`);
  await db.models.Session.create({
    _id: 'known',
    user_id: new Types.ObjectId(),
    expires_at: new Date(Date.now() + 60_000),
  });
});
afterAll(async () => {
  await db.conn.dropDatabase().catch(() => {});
  await db.close();
});

it('sanitizeFilter: an operator that reaches a filter from input is never run as one', async () => {
  const fromInput = JSON.parse('{ "$ne": "guess" }') as string;
  // Wrapped in $eq, the object cannot be a token hash: a CastError (answered 400), not a match.
  await expect(db.models.Session.countDocuments({ _id: fromInput })).rejects.toMatchObject({
    name: 'CastError',
  });
});

it('operators the services mark trusted() still work', async () => {
  const filter = { _id: trusted({ $ne: 'guess' }) };
  expect(await db.models.Session.countDocuments(filter)).toBe(1);
});
