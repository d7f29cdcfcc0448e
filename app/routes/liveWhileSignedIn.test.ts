import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { holdLive } from './liveWhileSignedIn';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets queued microtasks (the release's check) run. */
const settled = () => vi.advanceTimersByTimeAsync(0);

it('starts once for every holder, in a task after the hold, and stops once the last lets go', async () => {
  const stop = vi.fn();
  const start = vi.fn(() => stop);
  const first = holdLive(start);
  const second = holdLive(start);
  expect(start).not.toHaveBeenCalled();
  await settled();
  expect(start).toHaveBeenCalledTimes(1);
  first();
  first(); // a second release of the same hold counts once
  await settled();
  expect(stop).not.toHaveBeenCalled();
  second();
  await settled();
  expect(stop).toHaveBeenCalledTimes(1);
});

it('carries on when a layout takes the hold back in the same commit as the last let go', async () => {
  const stop = vi.fn();
  const start = vi.fn(() => stop);
  const leaving = holdLive(start);
  await settled();
  leaving();
  const arriving = holdLive(start);
  await settled();
  expect(start).toHaveBeenCalledTimes(1);
  expect(stop).not.toHaveBeenCalled();
  arriving();
  await settled();
  expect(stop).toHaveBeenCalledTimes(1);
  // Signed in again later: a new start.
  const again = holdLive(start);
  await settled();
  expect(start).toHaveBeenCalledTimes(2);
  again();
  await settled();
  expect(stop).toHaveBeenCalledTimes(2);
});

it('never starts when let go before its task came', async () => {
  const start = vi.fn(() => () => {});
  holdLive(start)();
  await settled();
  expect(start).not.toHaveBeenCalled();
});
