import type { BusEvent, EventBus } from './bus';

/** Events within this process: enough when it is the only one serving the database. */
export function memoryBus(opts: { onError?: (err: unknown) => void } = {}): EventBus {
  const handlers = new Set<(event: BusEvent) => void>();
  let closed = false;
  return {
    async publish(event) {
      if (closed) return;
      for (const handler of [...handlers]) {
        // One failing subscriber must not keep the event from the others.
        try {
          handler(event);
        } catch (err) {
          opts.onError?.(err);
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
