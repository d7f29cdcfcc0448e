import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectDatabase, type Database } from './connect';
import { anyOf, atOrBefore, before } from './filters';

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
  // Wrapped in $eq, the object cannot be a token hash: a CastError, not a match.
  await expect(db.models.Session.countDocuments({ _id: fromInput })).rejects.toMatchObject({
    name: 'CastError',
  });
});

it('the operators of bff/db/filters.ts run as operators', async () => {
  const { Session } = db.models;
  expect(await Session.countDocuments({ _id: anyOf(['guess', 'known']) })).toBe(1);
  expect(await Session.countDocuments({ _id: anyOf([]) })).toBe(0);
  const later = new Date(Date.now() + 120_000);
  expect(await Session.countDocuments({ expires_at: before(later) })).toBe(1);
  expect(await Session.countDocuments({ expires_at: atOrBefore(new Date()) })).toBe(0);
});

it('an operator written without bff/db/filters.ts does not run (lint forbids writing one)', async () => {
  const unmarked = JSON.parse('{ "$in": ["known"] }') as string;
  await expect(db.models.Session.countDocuments({ _id: unmarked })).rejects.toMatchObject({
    name: 'CastError',
  });
});
