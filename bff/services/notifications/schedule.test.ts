import { afterEach, expect, it, vi } from 'vitest';
import { nextAt } from './clock';
import { dueTicker, type DueStore } from './schedule';

/** The store's contract, in memory: the database's is exercised by the route tests. */
function memoryStore(): DueStore {
  const buckets = new Map<string, Set<string>>();
  let through: string | null = null;
  return {
    async add(at, job) {
      const key = at.toISOString().slice(0, 16);
      buckets.set(key, (buckets.get(key) ?? new Set()).add(job));
    },
    async claim(key) {
      const jobs = [...(buckets.get(key) ?? [])];
      buckets.delete(key);
      return jobs;
    },
    async keysBetween(first, last) {
      return [...buckets.keys()].filter((k) => k >= first && k <= last);
    },
    async through() {
      return through;
    },
    async setThrough(key) {
      if (!through || key > through) through = key;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

it('runs each person’s daily job at their own time, with fake timers, across a daylight-saving change', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-06T00:00:00Z'));
  const people: Record<string, string> = {
    ny: 'America/New_York',
    lisbon: 'Europe/Lisbon',
    tokyo: 'Asia/Tokyo',
  };
  const ran: string[] = [];
  const ticker = dueTicker({
    store: memoryStore(),
    now: () => new Date(),
    failed: (job, err) => {
      throw new Error(`${job}: ${String(err)}`);
    },
    async run(job) {
      ran.push(`${job} ${new Date().toISOString().slice(0, 16)}`);
      // As a reminder does: the next one is planned once this one ran.
      await ticker.schedule(nextAt(new Date(), '08:00', people[job]!), job);
    },
  });
  for (const [job, zone] of Object.entries(people))
    await ticker.schedule(nextAt(new Date(), '08:00', zone), job);
  const timer = setInterval(() => void ticker.tick(), 15_000);
  // Friday 6 March to Tuesday 10 March: New York goes to daylight time on Sunday the 8th; Lisbon
  // not until the 29th; Tokyo never.
  await vi.advanceTimersByTimeAsync(4 * 24 * 3600_000);
  clearInterval(timer);
  const at = (job: string) => ran.filter((r) => r.startsWith(job)).map((r) => r.split(' ')[1]);
  expect(at('ny')).toEqual([
    '2026-03-06T13:00',
    '2026-03-07T13:00',
    '2026-03-08T12:00',
    '2026-03-09T12:00',
  ]);
  expect(at('lisbon')).toEqual([
    '2026-03-06T08:00',
    '2026-03-07T08:00',
    '2026-03-08T08:00',
    '2026-03-09T08:00',
  ]);
  expect(at('tokyo')).toEqual([
    '2026-03-06T23:00',
    '2026-03-07T23:00',
    '2026-03-08T23:00',
    '2026-03-09T23:00',
  ]);
});

it('catches up on the minutes it missed, once, and a failing job does not stop the others', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  const store = memoryStore();
  const failed: string[] = [];
  const ran: string[] = [];
  const ticker = dueTicker({
    store,
    now: () => new Date(),
    failed: (job) => failed.push(job),
    async run(job, due) {
      if (job === 'broken') throw new Error('no');
      ran.push(`${job}@${due}`);
    },
  });
  await ticker.tick();
  await ticker.schedule(new Date('2026-01-01T10:05:00Z'), 'a');
  await ticker.schedule(new Date('2026-01-01T11:30:00Z'), 'broken');
  await ticker.schedule(new Date('2026-01-01T11:30:00Z'), 'b');
  // Down for two hours: the first tick after finds both minutes.
  vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
  expect(await Promise.all([ticker.tick(), ticker.tick()])).toEqual([3, 3]);
  expect(ran).toEqual(['a@2026-01-01T10:05', 'b@2026-01-01T11:30']);
  expect(failed).toEqual(['broken']);
  expect(await ticker.tick()).toBe(0);
});

it('a job put in a minute a tick already took, or in one past, still runs, once', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T10:00:20Z'));
  const store = memoryStore();
  const ran: string[] = [];
  const ticker = (now: () => Date) =>
    dueTicker({
      store,
      now,
      failed: (job, err) => {
        throw new Error(`${job}: ${String(err)}`);
      },
      async run(job, due) {
        ran.push(`${job}@${due}`);
      },
    });
  const here = ticker(() => new Date());
  // Another process whose clock is a minute behind.
  const behind = ticker(() => new Date(Date.now() - 60_000));
  expect(await here.tick()).toBe(0);
  // After the tick took 10:00: one for this very minute, one for a minute gone by.
  await here.schedule(new Date('2026-01-01T10:00:40Z'), 'now');
  await here.schedule(new Date('2026-01-01T09:58:00Z'), 'late');
  // The slow process puts one in what is 09:59 by its clock.
  await behind.schedule(new Date(Date.now() - 60_000), 'behind');
  vi.setSystemTime(new Date('2026-01-01T10:00:35Z'));
  expect(await here.tick()).toBe(3);
  expect(ran.sort()).toEqual([
    'behind@2026-01-01T09:59',
    'late@2026-01-01T10:00',
    'now@2026-01-01T10:00',
  ]);
  vi.setSystemTime(new Date('2026-01-01T10:05:00Z'));
  expect(await here.tick()).toBe(0);
  expect(await behind.tick()).toBe(0);
});
