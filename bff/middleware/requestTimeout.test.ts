import { EventEmitter } from 'node:events';
import type { Context } from 'koa';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { requestAbandoned } from '../db/deadline';
import { requestTimeout } from './requestTimeout';

/**
 * The time limit of every request (REQUEST_TIMEOUT_MS) on a fake clock: when it answers, to the
 * millisecond. bff/resilience.test.ts shows it is what answers over a frozen database.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** What the time limit reads of a Koa context: the response, to see a client leave. */
const context = () =>
  ({ res: Object.assign(new EventEmitter(), { writableFinished: false }) }) as unknown as Context;

it('answers 503 at the limit, not a moment before, and abandons the work', async () => {
  let finishWork = () => {};
  let abandonedThen: boolean | undefined;
  // Work that waits for the test, then asks (within its request) whether it was abandoned.
  const work = async () => {
    await new Promise<void>((r) => (finishWork = r));
    abandonedThen = requestAbandoned();
  };
  let settled = false;
  const answer = requestTimeout(3000)(context(), work).finally(() => (settled = true));
  // Its rejection is awaited below (expect(answer).rejects); until then the fake clock runs, and
  // this keeps the pending rejection from being reported as unhandled.
  answer.catch(() => {});

  await vi.advanceTimersByTimeAsync(2999);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await expect(answer).rejects.toMatchObject({
    status: 503,
    message: 'This took too long to answer. Please try again in a moment.',
  });
  // Its queries are not sent any more (bff/db/deadline.ts).
  finishWork();
  await vi.waitFor(() => expect(abandonedThen).toBe(true));
});

it('work done in time is the answer, and its timer is cleared', async () => {
  const answer = requestTimeout(3000)(context(), () => new Promise((r) => setTimeout(r, 2999)));
  await vi.advanceTimersByTimeAsync(2999);
  await expect(answer).resolves.toBeUndefined();
  expect(vi.getTimerCount()).toBe(0);
});
