import type { BusEvent, EventBus } from './bus';

export type StreamSend = (event: BusEvent) => void;

/** Live streams one person may hold on one process; opening one more closes their oldest. */
export const MAX_STREAMS_PER_PERSON = 10;

/** One open stream: how to close it, and the session it was opened with (its public id). */
interface Stream {
  close: () => void;
  session?: string;
}

/**
 * This process's live streams (GET /api/events), by person: hands each bus event to the streams
 * of the people it is for. One bus subscription per process, however many streams.
 */
export function eventHub(bus: EventBus) {
  // Per person, each stream's send, how to close it and its session, oldest first.
  const streams = new Map<string, Map<StreamSend, Stream>>();
  bus.subscribe((event) => {
    // A sign-out naming a session is that session's alone: its streams receive it, the person's
    // other sessions never do (they stay signed in).
    const only = event.type === 'signed_out' ? event.data.session : undefined;
    for (const userId of new Set(event.to)) {
      const own = [...(streams.get(userId) ?? [])].filter(
        ([, stream]) => only === undefined || stream.session === only,
      );
      for (const [send] of own) send(event);
      // Signed out by the server (a suspension, or the session ended from the person's list):
      // those streams end, on every process.
      if (event.type === 'signed_out') for (const [, stream] of own) stream.close();
    }
  });
  return {
    publish: (event: BusEvent) => bus.publish(event),
    /** Every event, whoever it is for (presence keeps its table from them). */
    subscribeAll: (handler: (event: BusEvent) => void) => bus.subscribe(handler),
    /**
     * Adds a stream (`close` ends it) of the session `session` (its public id); returns its
     * removal and whether it is the person's first here (presence: they came online).
     */
    attach(
      userId: string,
      send: StreamSend,
      close: () => void,
      session?: string,
    ): { detach: () => void; first: boolean } {
      let own = streams.get(userId);
      const first = !own || own.size === 0;
      if (!own) {
        own = new Map();
        streams.set(userId, own);
      }
      own.set(send, { close, session });
      if (own.size > MAX_STREAMS_PER_PERSON) own.values().next().value!.close();
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
