import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/connect';
import type { BusEvent } from './bus';
import { databaseBus, POLL_MS } from './databaseBus';

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

// The buses poll on fake intervals, so each test says which poll does what. Only setInterval is
// faked: the database driver keeps its real timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts the next poll of every open bus (the polls themselves read the real database). */
const nextPoll = () => vi.advanceTimersByTimeAsync(POLL_MS);
/** How long a poll's database read may take before a test fails (never waited out on success). */
const READ = { timeout: 10_000, interval: 10 };

const typing = (to: string, from: string): BusEvent => ({
  to: [to],
  type: 'typing',
  data: { user_id: from },
});
const senders = (events: BusEvent[]) => events.map((e) => (e.data as { user_id: string }).user_id);

it('delivers across processes on the next poll, each event once, in order', async () => {
  const first = databaseBus(db.conn);
  const second = databaseBus(db.conn);
  const heardBySecond: BusEvent[] = [];
  const heardByFirst: BusEvent[] = [];
  second.subscribe((e) => heardBySecond.push(e));
  first.subscribe((e) => heardByFirst.push(e));

  await first.publish(typing('ben', 'ana-1'));
  await first.publish(typing('ben', 'ana-2'));
  // One poll, and no other, brings both: an event waits at most POLL_MS.
  await nextPoll();
  await expect.poll(() => heardBySecond.length, READ).toBe(2);
  expect(senders(heardBySecond)).toEqual(['ana-1', 'ana-2']);
  // The publisher's own subscribers hear it the same way.
  await expect.poll(() => heardByFirst.length, READ).toBe(2);

  // A later poll reads the same window again (it looks back a second) and hands nothing out
  // twice: the marker it brings comes alone.
  await first.publish(typing('ben', 'marker'));
  await nextPoll();
  await expect.poll(() => heardBySecond.length, READ).toBeGreaterThan(2);
  expect(senders(heardBySecond)).toEqual(['ana-1', 'ana-2', 'marker']);
  await first.close();
  await second.close();
});

it('stops after close: nothing published, nothing delivered', async () => {
  const bus = databaseBus(db.conn);
  const heard: BusEvent[] = [];
  bus.subscribe((e) => heard.push(e));
  await bus.close();
  // Its poll is stopped.
  expect(vi.getTimerCount()).toBe(0);
  await bus.publish(typing('x', 'y'));
  expect(await db.conn.collection('events').countDocuments({ e: /"y"/ })).toBe(0);

  // A bus still open hears, on its next poll, an event published after the close (with the
  // earlier test's, from its first look back); the closed one hears nothing.
  const open = databaseBus(db.conn);
  const heardByOpen: BusEvent[] = [];
  open.subscribe((e) => heardByOpen.push(e));
  await open.publish(typing('x', 'after-close'));
  await nextPoll();
  await expect.poll(() => senders(heardByOpen), READ).toContain('after-close');
  expect(heard).toEqual([]);
  await open.close();
});
