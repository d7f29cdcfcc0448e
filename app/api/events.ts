import { SERVER_EVENT_TYPES, type ServerEvents, type ServerEventType } from '../../contract/events';

export type LiveStatus = 'connecting' | 'open' | 'down';

export interface LiveHandlers {
  onEvent: <K extends ServerEventType>(type: K, data: ServerEvents[K]) => void;
  /** 'open' after (re)connecting: anything missed while down should be fetched again. */
  onStatus: (status: LiveStatus) => void;
}

/** Waits before opening a stream the server refused (503 while the database restarts, ...). */
const REOPEN_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * The signed-in person's live events (GET /api/events) through the browser's EventSource. After a
 * dropped connection the browser retries by itself (the server says after 3 s); after an answer
 * that is not a stream (a 503 while the database restarts) it gives up, so a new one is opened
 * here, with growing waits. Returns the close.
 */
export function connectLiveEvents(handlers: LiveHandlers): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.onStatus('down');
    return () => {};
  }
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let refusals = 0;
  let stopped = false;

  const open = () => {
    handlers.onStatus('connecting');
    const s = new EventSource('/api/events', { withCredentials: true });
    source = s;
    s.onopen = () => {
      refusals = 0;
      handlers.onStatus('open');
    };
    s.onerror = () => {
      handlers.onStatus('down');
      if (s.readyState !== EventSource.CLOSED || stopped) return; // the browser retries itself
      const wait = REOPEN_MS[Math.min(refusals, REOPEN_MS.length - 1)]!;
      refusals += 1;
      reopen = setTimeout(open, wait);
    };
    for (const type of SERVER_EVENT_TYPES) {
      s.addEventListener(type, (e) => {
        let data: unknown;
        try {
          data = JSON.parse((e as MessageEvent<string>).data);
        } catch {
          return; // a damaged event is skipped; the next refresh brings the truth
        }
        handlers.onEvent(type, data as ServerEvents[typeof type]);
      });
    }
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}
