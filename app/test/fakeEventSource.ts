import { vi } from 'vitest';
import type { ServerEvents, ServerEventType } from '../../contract/events';
import { liveEvents } from '../stores/liveEvents';

/**
 * For tests: a stand-in for the browser's EventSource (jsdom has none) that the test opens, fails
 * and feeds as the server would.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since the last `stubEventSource`, oldest first. */
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, (e: { data: string }) => void>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }

  addEventListener(type: string, listener: (e: { data: string }) => void) {
    this.listeners.set(type, listener);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server accepted the stream. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  /**
   * The connection failed: 'dropped' leaves it to the browser's own retry; 'refused' (an answer
   * that is not a stream, such as a 503) closes it for good.
   */
  fail(how: 'dropped' | 'refused') {
    this.readyState = how === 'refused' ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }

  emit<K extends ServerEventType>(type: K, data: ServerEvents[K]) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) });
  }
}

/** Puts the fake in place of EventSource (vi.unstubAllGlobals takes it away). */
export function stubEventSource() {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/**
 * Delivers one live event as the stream would, to whichever stores subscribed; opens the live
 * connection on a fake stream first when none is open (the store reset closes it after the test).
 */
export function hear<K extends ServerEventType>(type: K, data: ServerEvents[K]) {
  let source = FakeEventSource.made.at(-1);
  if (!source || source.closed) {
    stubEventSource();
    liveEvents.start();
    source = FakeEventSource.made[0]!;
    source.open();
  }
  source.emit(type, data);
}
