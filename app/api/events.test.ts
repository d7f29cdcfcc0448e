import { afterEach, expect, it, vi } from 'vitest';
import { FakeEventSource as FakeSource, stubEventSource } from '../test/fakeEventSource';
import { connectLiveEvents, type LiveStatus } from './events';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('passes events on, and opens a new stream after the server refused one', () => {
  vi.useFakeTimers();
  stubEventSource();
  const statuses: LiveStatus[] = [];
  const events: unknown[] = [];
  const stop = connectLiveEvents({
    onEvent: (type, data) => events.push([type, data]),
    onStatus: (s) => statuses.push(s),
  });
  const first = FakeSource.made[0]!;
  expect(first.url).toBe('/api/events');
  first.open();
  first.emit('typing', { user_id: 'b' });
  first.listeners.get('typing')?.({ data: 'not json' });
  expect(events).toEqual([['typing', { user_id: 'b' }]]);

  // A 503 while the database restarts: the browser closes it for good.
  first.fail('refused');
  expect(statuses).toEqual(['connecting', 'open', 'down']);
  vi.advanceTimersByTime(1999);
  expect(FakeSource.made).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(FakeSource.made).toHaveLength(2);
  FakeSource.made[1]!.open();
  expect(statuses.at(-1)).toBe('open');

  stop();
  expect(FakeSource.made[1]!.closed).toBe(true);
});

it('leaves a dropped connection to the browser’s own retry', () => {
  vi.useFakeTimers();
  stubEventSource();
  connectLiveEvents({ onEvent: () => {}, onStatus: () => {} });
  FakeSource.made[0]!.fail('dropped'); // still CONNECTING: the browser retries
  vi.advanceTimersByTime(60_000);
  expect(FakeSource.made).toHaveLength(1);
});
