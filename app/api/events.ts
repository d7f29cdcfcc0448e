import { SERVER_EVENT_TYPES, type ServerEvents, type ServerEventType } from '../../contract/events';

export type LiveStatus = 'connecting' | 'open' | 'down';

export interface LiveHandlers {
  onEvent: <K extends ServerEventType>(type: K, data: ServerEvents[K]) => void;
  /** 'open' after (re)connecting: anything missed while down should be fetched again. */
  onStatus: (status: LiveStatus) => void;
}

/**
 * The signed-in person's live events (GET /api/events) through the browser's EventSource, which
 * reconnects by itself after a drop (the server says after 3 s). Returns the close.
 */
export function connectLiveEvents(handlers: LiveHandlers): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.onStatus('down');
    return () => {};
  }
  handlers.onStatus('connecting');
  const source = new EventSource('/api/events', { withCredentials: true });
  source.onopen = () => handlers.onStatus('open');
  source.onerror = () => {
    // CLOSED: the server refused (signed out); CONNECTING: the browser is already retrying.
    handlers.onStatus('down');
  };
  for (const type of SERVER_EVENT_TYPES) {
    source.addEventListener(type, (e) => {
      let data: unknown;
      try {
        data = JSON.parse((e as MessageEvent<string>).data);
      } catch {
        return; // a damaged event is skipped; the next refresh brings the truth
      }
      handlers.onEvent(type, data as ServerEvents[typeof type]);
    });
  }
  return () => source.close();
}
