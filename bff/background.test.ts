import { afterEach, expect, it, vi } from 'vitest';
import { background } from './background';
import { HttpError } from './errors';
import type { Logger } from './logger';

function capture() {
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = {
    info() {},
    warn() {},
    error: (msg, fields) => lines.push({ msg, fields }),
  };
  return { log, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

it('a failing job is logged once, with its name and error id, and the caller never sees it', async () => {
  const { log, lines } = capture();
  const jobs = background(log);
  await expect(
    jobs.run('support.backfill', Promise.reject(new Error('connection reset'))),
  ).resolves.toBeUndefined();
  expect(lines).toHaveLength(1);
  expect(lines[0]!.msg).toBe('background job failed');
  expect(lines[0]!.fields).toMatchObject({ job: 'support.backfill', error: 'internal_error' });
  expect(String(lines[0]!.fields!.err)).toContain('connection reset');
});

it('the error id is the one a request would have been answered with', async () => {
  const { log, lines } = capture();
  await background(log).run(
    'messages.live',
    Promise.reject(new HttpError(503, 'database_unavailable', 'The database is not available.')),
  );
  expect(lines[0]!.fields).toMatchObject({ job: 'messages.live', error: 'database_unavailable' });
});

it('a job that succeeds logs nothing', async () => {
  const { log, lines } = capture();
  await background(log).run('presence.online', Promise.resolve(42));
  expect(lines).toEqual([]);
});

it('a sweep logs each failing round and keeps running', async () => {
  vi.useFakeTimers();
  const { log, lines } = capture();
  let round = 0;
  const timer = background(log).every('sessions.purge', 1000, async () => {
    round++;
    if (round === 1) throw new Error('engine restarting');
  });
  await vi.advanceTimersByTimeAsync(3000);
  clearInterval(timer);
  expect(round).toBe(3);
  expect(lines.map((l) => l.fields?.job)).toEqual(['sessions.purge']);
});

it('a job that keeps failing is logged once a minute, with how many failures were not', () => {
  const { log, lines } = capture();
  let clock = 0;
  const jobs = background(log, () => clock);
  for (let i = 0; i <= 240; i++) {
    jobs.failed('events.delivery', new Error('database down'));
    clock += 250; // a poll every 250 ms, for a minute and one more
  }
  jobs.failed('presence.refresh', new Error('database down'));
  expect(lines.map((l) => l.fields?.job)).toEqual([
    'events.delivery',
    'events.delivery',
    'presence.refresh',
  ]);
  expect(lines[1]!.fields).toMatchObject({ failures_not_logged: 239 });
});
