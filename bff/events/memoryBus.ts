import type { BusEvent, EventBus } from './bus';

/** Events within this process: enough when it is the only one serving the database. */
export function memoryBus(): EventBus {
  const handlers = new Set<(event: BusEvent) => void>();
  let closed = false;
  return {
    async publish(event) {
      if (closed) return;
      for (const handler of [...handlers]) {
        // One failing subscriber must not keep the event from the others.
        try {
          handler(event);
        } catch {
          /* the subscriber's own problem; logged where it is handled */
        }
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
