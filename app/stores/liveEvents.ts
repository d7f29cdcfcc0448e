import { create } from './create';
import type { ServerEvents, ServerEventType } from '../../contract/events';
import { THREAD_REFRESH_MS } from '../../contract/messages';
import { connectLiveEvents, type LiveStatus } from '../api/events';
import { resettable } from './resetRegistry';

export type LiveEventHandler<K extends ServerEventType> = (data: ServerEvents[K]) => void;

/**
 * When a subscriber should fetch again what the stream did not bring (docs/product.md, Live events
 * and polling): 'reconnected' once the stream is open again after a drop; 'poll' every
 * THREAD_REFRESH_MS while it is not open; 'shown' when the page comes back into view (what was
 * heard while it was hidden may have been left unread on purpose).
 */
export type LiveCatchUp = 'reconnected' | 'poll' | 'shown';

/** Every event type is listed, so a new one in contract/events fails to compile until it is here. */
const handlers: { [K in ServerEventType]: Set<LiveEventHandler<K>> } = {
  message: new Set(),
  read: new Set(),
  reaction: new Set(),
  typing: new Set(),
  presence: new Set(),
  support_request: new Set(),
  support_request_closed: new Set(),
  support_response: new Set(),
  signed_out: new Set(),
  call: new Set(),
  call_signal: new Set(),
  notifications: new Set(),
};
const catchUps = new Set<(why: LiveCatchUp) => void>();
/** The stops of the connections now open: the test reset closes any a test left open. */
const running = new Set<() => void>();

/** The live stream's status, for whoever shows or acts on it. */
export const useLiveStatus = resettable(
  create<{ status: LiveStatus }>()(() => ({ status: 'connecting' })),
  () => {
    for (const stop of [...running]) stop();
  },
);

/** Whether the person can see the page (always, where there is no document to ask). */
export const pageVisible = () =>
  typeof document === 'undefined' || document.visibilityState !== 'hidden';

function deliver<K extends ServerEventType>(type: K, data: ServerEvents[K]) {
  // A copy: a handler may unsubscribe while it runs.
  for (const handler of [...handlers[type]]) handler(data);
}

function catchUp(why: LiveCatchUp) {
  for (const listener of [...catchUps]) listener(why);
}

/**
 * The app-wide live events (GET /api/events): one stream while someone is signed in, opened by the
 * layout. Stores subscribe to the event types they care about, and to the catch-ups that stand in
 * for events the stream could not bring. Each subscription returns its unsubscribe.
 */
export const liveEvents = {
  on<K extends ServerEventType>(type: K, handler: LiveEventHandler<K>): () => void {
    handlers[type].add(handler);
    return () => {
      handlers[type].delete(handler);
    };
  },

  onCatchUp(listener: (why: LiveCatchUp) => void): () => void {
    catchUps.add(listener);
    return () => {
      catchUps.delete(listener);
    };
  },

  /** Opens the stream (and polls while it is down); returns the stop. */
  start(): () => void {
    let wasDown = false;
    const close = connectLiveEvents({
      onEvent: deliver,
      onStatus: (status) => {
        useLiveStatus.setState({ status });
        if (status === 'down') wasDown = true;
        if (status === 'open' && wasDown) {
          wasDown = false;
          catchUp('reconnected');
        }
      },
    });
    // With a live stream there is nothing to poll (docs/product.md, Live events and polling).
    const poll = setInterval(() => {
      if (useLiveStatus.getState().status !== 'open') catchUp('poll');
    }, THREAD_REFRESH_MS);
    const onVisibility = () => {
      if (pageVisible()) catchUp('shown');
    };
    document.addEventListener('visibilitychange', onVisibility);
    const stop = () => {
      running.delete(stop);
      clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
    running.add(stop);
    return stop;
  },
};
