import type { ServerEvents, ServerEventType } from '../../contract/events';

/** One event for some signed-in people (each gets it on every live stream they have open). */
export type BusEvent = {
  [K in ServerEventType]: { to: readonly string[]; type: K; data: ServerEvents[K] };
}[ServerEventType];

/**
 * How events reach the BFF process that holds a person's live stream (docs/architecture.md, Live
 * events). One implementation per deployment: `memoryBus` when one process serves the database
 * (the embedded engines), `databaseBus` when several may (MONGODB_URI).
 */
export interface EventBus {
  /** Delivers to every subscriber of every process; resolves once handed over (not delivered). */
  publish(event: BusEvent): Promise<void>;
  /** Calls `handler` for each event published from now on; returns the unsubscribe. */
  subscribe(handler: (event: BusEvent) => void): () => void;
  /** Stops background work (polling); further publishes are dropped. */
  close(): Promise<void>;
}
