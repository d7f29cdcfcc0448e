import { expect, it, vi } from 'vitest';
import { holdLive } from './liveWhileSignedIn';

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

it('starts once for every holder, and stops once the last lets go', async () => {
  const stop = vi.fn();
  const start = vi.fn(() => stop);
  const first = holdLive(start);
  const second = holdLive(start);
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
  leaving();
  const arriving = holdLive(start);
  await settled();
  expect(start).toHaveBeenCalledTimes(1);
  expect(stop).not.toHaveBeenCalled();
  arriving();
  await settled();
  expect(stop).toHaveBeenCalledTimes(1);
  // Signed in again later: a new start.
  holdLive(start)();
  await settled();
  expect(start).toHaveBeenCalledTimes(2);
  expect(stop).toHaveBeenCalledTimes(2);
});
