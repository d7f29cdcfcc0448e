import type { BusEvent, EventBus } from './bus';

export type StreamSend = (event: BusEvent) => void;

/** Live streams one person may hold on one process; opening one more closes their oldest. */
export const MAX_STREAMS_PER_PERSON = 10;

/**
 * This process's live streams (GET /api/events), by person: hands each bus event to the streams
 * of the people it is for. One bus subscription per process, however many streams.
 */
export function eventHub(bus: EventBus) {
  // Per person, each stream's send and how to close it, oldest first.
  const streams = new Map<string, Map<StreamSend, () => void>>();
  bus.subscribe((event) => {
    for (const userId of new Set(event.to)) {
      const own = streams.get(userId);
      for (const send of own?.keys() ?? []) send(event);
      // Signed out by the server (a suspension): every stream of the person ends, on every process.
      if (event.type === 'signed_out') for (const close of [...(own?.values() ?? [])]) close();
    }
  });
  return {
    publish: (event: BusEvent) => bus.publish(event),
    /** Every event, whoever it is for (presence keeps its table from them). */
    subscribeAll: (handler: (event: BusEvent) => void) => bus.subscribe(handler),
    /**
     * Adds a stream (`close` ends it); returns its removal and whether it is the person's first
     * here (presence: they came online).
     */
    attach(
      userId: string,
      send: StreamSend,
      close: () => void,
    ): { detach: () => void; first: boolean } {
      let own = streams.get(userId);
      const first = !own || own.size === 0;
      if (!own) {
        own = new Map();
        streams.set(userId, own);
      }
      own.set(send, close);
      if (own.size > MAX_STREAMS_PER_PERSON) own.values().next().value!();
      return {
        first,
        detach: () => {
          own.delete(send);
          if (own.size === 0 && streams.get(userId) === own) streams.delete(userId);
        },
      };
    },
    /** Does this person have a live stream on this process? */
    hasStream: (userId: string) => (streams.get(userId)?.size ?? 0) > 0,
    /** People with a live stream on this process. */
    connected: () => [...streams.keys()],
    close: () => bus.close(),
  };
}
export type EventHub = ReturnType<typeof eventHub>;
