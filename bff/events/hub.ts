import type { BusEvent, EventBus } from './bus';

export type StreamSend = (event: BusEvent) => void;

/**
 * This process's live streams (GET /api/events), by person: hands each bus event to the streams
 * of the people it is for. One bus subscription per process, however many streams.
 */
export function eventHub(bus: EventBus) {
  const streams = new Map<string, Set<StreamSend>>();
  bus.subscribe((event) => {
    for (const userId of new Set(event.to)) {
      for (const send of streams.get(userId) ?? []) send(event);
    }
  });
  return {
    publish: (event: BusEvent) => bus.publish(event),
    /** Every event, whoever it is for (presence keeps its table from them). */
    subscribeAll: (handler: (event: BusEvent) => void) => bus.subscribe(handler),
    /** Adds a stream; returns its removal. `first`/`last` tell presence when a person comes and goes. */
    attach(userId: string, send: StreamSend): { detach: () => void; first: boolean } {
      let own = streams.get(userId);
      const first = !own || own.size === 0;
      if (!own) {
        own = new Set();
        streams.set(userId, own);
      }
      own.add(send);
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
