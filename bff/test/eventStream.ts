import type { ServerEvents, ServerEventType } from '../../contract/events';
import type { TestClient } from './harness';

export interface ReceivedEvent<K extends ServerEventType = ServerEventType> {
  type: K;
  data: ServerEvents[K];
  /** ms since the stream opened. */
  at: number;
}

/**
 * A live GET /api/events stream of one test person, parsed as a browser's EventSource would.
 * `next(type)` waits for the next event of that type (failing after `timeoutMs`).
 */
export async function openEventStream(client: TestClient) {
  const controller = new AbortController();
  const res = await client.raw('/api/events', {
    signal: controller.signal,
    headers: { Accept: 'text/event-stream' },
  });
  const opened = Date.now();
  const received: ReceivedEvent[] = [];
  const waiters: {
    type: ServerEventType;
    where: (e: ReceivedEvent) => boolean;
    resolve: (e: ReceivedEvent) => void;
  }[] = [];
  // Indices of events already handed to a next(): each event is taken once.
  const taken = new Set<number>();
  let buffer = '';
  let ended = false;

  const deliver = () => {
    for (const w of [...waiters]) {
      const i = received.findIndex((e, idx) => !taken.has(idx) && e.type === w.type && w.where(e));
      if (i >= 0) {
        waiters.splice(waiters.indexOf(w), 1);
        taken.add(i);
        w.resolve(received[i]!);
      }
    }
  };

  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = '';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (type && data) {
            received.push({
              type: type as ServerEventType,
              data: JSON.parse(data) as never,
              at: Date.now() - opened,
            });
            deliver();
          }
        }
      }
    } catch {
      /* aborted */
    }
    ended = true;
  })();

  return {
    status: res.status,
    headers: res.headers,
    received,
    /** The server ended the stream (or it was closed here). */
    get ended() {
      return ended;
    },
    /** The oldest event of `type` (and `where`) not yet taken by an earlier next(); waits for one. */
    next<K extends ServerEventType>(
      type: K,
      timeoutMs = 2000,
      where: (e: ReceivedEvent<K>) => boolean = () => true,
    ): Promise<ReceivedEvent<K>> {
      return new Promise((resolve, reject) => {
        const waiter = {
          type,
          where: where as (e: ReceivedEvent) => boolean,
          resolve: resolve as (e: ReceivedEvent) => void,
        };
        waiters.push(waiter);
        deliver();
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no '${type}' event within ${timeoutMs} ms`));
          }
        }, timeoutMs);
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
