import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { LiveStatus } from '../api/events';
import { THREAD_REFRESH_MS } from '../../contract/messages';
import { FakeEventSource, stubEventSource } from '../test/fakeEventSource';
import { liveEvents, useLiveStatus, type LiveCatchUp } from './liveEvents';

const source = (n = -1) => FakeEventSource.made.at(n)!;

/** Follows the status and the catch-ups for one test; the unsubscribes run after it. */
let stops: (() => void)[] = [];
function follow() {
  const statuses: LiveStatus[] = [];
  const catchUps: LiveCatchUp[] = [];
  stops.push(
    useLiveStatus.subscribe((s) => statuses.push(s.status)),
    liveEvents.onCatchUp((why) => catchUps.push(why)),
  );
  return { statuses, catchUps };
}

beforeEach(() => {
  vi.useFakeTimers();
  stubEventSource();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('hands each subscriber the events of its type, until it unsubscribes', () => {
  const typing: unknown[] = [];
  const presence: unknown[] = [];
  const stopTyping = liveEvents.on('typing', (data) => typing.push(data));
  stops.push(
    stopTyping,
    liveEvents.on('presence', (data) => presence.push(data)),
  );
  liveEvents.start();
  source().open();

  source().emit('typing', { user_id: 'b' });
  source().emit('presence', { user_id: 'b', presence: { online: true, last_seen: null } });
  expect(typing).toEqual([{ user_id: 'b' }]);
  expect(presence).toEqual([{ user_id: 'b', presence: { online: true, last_seen: null } }]);

  stopTyping();
  source().emit('typing', { user_id: 'c' });
  expect(typing).toEqual([{ user_id: 'b' }]);
  expect(presence).toHaveLength(1);
});

it('says connecting, open and down as the stream goes, and catches up once it is back', () => {
  const { statuses, catchUps } = follow();
  expect(useLiveStatus.getState().status).toBe('connecting');
  liveEvents.start();
  source().open();
  expect(statuses).toEqual(['connecting', 'open']);
  expect(catchUps).toEqual([]); // the first open has missed nothing

  source().fail('dropped');
  expect(useLiveStatus.getState().status).toBe('down');
  source().open(); // the browser's own retry
  expect(statuses).toEqual(['connecting', 'open', 'down', 'open']);
  expect(catchUps).toEqual(['reconnected']);

  // Refused (a 503 while the database restarts): a new stream after 2 s, then caught up again.
  source().fail('refused');
  vi.advanceTimersByTime(2_000);
  expect(FakeEventSource.made).toHaveLength(2);
  source().open();
  expect(statuses.slice(4)).toEqual(['down', 'connecting', 'open']);
  expect(catchUps).toEqual(['reconnected', 'reconnected']);
});

it('polls every 30 s while the stream is not open, and never while it is', () => {
  const { catchUps } = follow();
  liveEvents.start();
  // Not open yet (connecting): polled.
  vi.advanceTimersByTime(THREAD_REFRESH_MS - 1);
  expect(catchUps).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(catchUps).toEqual(['poll']);

  source().open();
  vi.advanceTimersByTime(3 * THREAD_REFRESH_MS);
  expect(catchUps).toEqual(['poll']);

  source().fail('dropped');
  vi.advanceTimersByTime(2 * THREAD_REFRESH_MS);
  expect(catchUps).toEqual(['poll', 'poll', 'poll']);
});

it('catches up when the page comes back into view', () => {
  const { catchUps } = follow();
  liveEvents.start();
  source().open();
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(catchUps).toEqual([]);
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(catchUps).toEqual(['shown']);
});

it('stops: the stream closes, and nothing polls or catches up any more', () => {
  const { catchUps } = follow();
  const stop = liveEvents.start();
  stop();
  expect(source().closed).toBe(true);
  vi.advanceTimersByTime(5 * THREAD_REFRESH_MS);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(catchUps).toEqual([]);
});

it('without EventSource the stream is down from the start, and polled', () => {
  vi.unstubAllGlobals();
  vi.stubGlobal('EventSource', undefined);
  const { catchUps } = follow();
  liveEvents.start();
  expect(useLiveStatus.getState().status).toBe('down');
  vi.advanceTimersByTime(THREAD_REFRESH_MS);
  expect(catchUps).toEqual(['poll']);
});
