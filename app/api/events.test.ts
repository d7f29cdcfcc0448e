import { afterEach, expect, it, vi } from 'vitest';
import { connectLiveEvents, type LiveStatus } from './events';

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: { data: string }) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeSource.made = [];
});

it('passes events on, and opens a new stream after the server refused one', () => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeSource);
  const statuses: LiveStatus[] = [];
  const events: unknown[] = [];
  const stop = connectLiveEvents({
    onEvent: (type, data) => events.push([type, data]),
    onStatus: (s) => statuses.push(s),
  });
  const first = FakeSource.made[0]!;
  expect(first.url).toBe('/api/events');
  first.onopen?.();
  first.listeners.get('typing')?.({ data: '{"user_id":"b"}' });
  first.listeners.get('typing')?.({ data: 'not json' });
  expect(events).toEqual([['typing', { user_id: 'b' }]]);

  // A 503 while the database restarts: the browser closes it for good.
  first.readyState = FakeSource.CLOSED;
  first.onerror?.();
  expect(statuses).toEqual(['connecting', 'open', 'down']);
  vi.advanceTimersByTime(1999);
  expect(FakeSource.made).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(FakeSource.made).toHaveLength(2);
  FakeSource.made[1]!.onopen?.();
  expect(statuses.at(-1)).toBe('open');

  stop();
  expect(FakeSource.made[1]!.closed).toBe(true);
});

it('leaves a dropped connection to the browser’s own retry', () => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeSource);
  connectLiveEvents({ onEvent: () => {}, onStatus: () => {} });
  FakeSource.made[0]!.onerror?.(); // still CONNECTING: the browser retries
  vi.advanceTimersByTime(60_000);
  expect(FakeSource.made).toHaveLength(1);
});
