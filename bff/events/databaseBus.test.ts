import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/connect';
import type { BusEvent } from './bus';
import { databaseBus } from './databaseBus';

/**
 * Two BFF processes over one database (MONGODB_URI): each has its own bus over the same
 * `events` collection; an event published by one reaches the other's subscribers, once.
 */
let db: Database;
beforeAll(async () => {
  db = await connectDatabase(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`);
});
afterAll(async () => {
  await db.conn.dropDatabase().catch(() => {});
  await db.close();
});

const typing = (to: string, from: string): BusEvent => ({
  to: [to],
  type: 'typing',
  data: { user_id: from },
});

it('delivers across processes within a second, each event once, in order', async () => {
  const first = databaseBus(db.conn, { pollMs: 50 });
  const second = databaseBus(db.conn, { pollMs: 50 });
  const heardBySecond: BusEvent[] = [];
  const heardByFirst: BusEvent[] = [];
  second.subscribe((e) => heardBySecond.push(e));
  first.subscribe((e) => heardByFirst.push(e));

  const started = Date.now();
  await first.publish(typing('ben', 'ana-1'));
  await first.publish(typing('ben', 'ana-2'));
  await expect.poll(() => heardBySecond.length, { timeout: 1000, interval: 20 }).toBe(2);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(heardBySecond.map((e) => e.data)).toEqual([{ user_id: 'ana-1' }, { user_id: 'ana-2' }]);
  // The publisher's own subscribers hear it the same way.
  await expect.poll(() => heardByFirst.length, { timeout: 1000, interval: 20 }).toBe(2);

  // Later polls over the same window hand nothing out twice.
  await new Promise((r) => setTimeout(r, 300));
  expect(heardBySecond).toHaveLength(2);
  await first.close();
  await second.close();
});

it('stops after close: nothing published, nothing delivered', async () => {
  const bus = databaseBus(db.conn, { pollMs: 50 });
  const heard: BusEvent[] = [];
  bus.subscribe((e) => heard.push(e));
  await bus.close();
  await bus.publish(typing('x', 'y'));
  await new Promise((r) => setTimeout(r, 200));
  expect(heard).toEqual([]);
  expect(await db.conn.collection('events').countDocuments({ e: /"y"/ })).toBe(0);
});
