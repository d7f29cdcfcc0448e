import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { BusEvent, EventBus } from './bus';

const COLLECTION = 'events';
/** How often each process looks for events published by the others. */
export const POLL_MS = 250;
/**
 * Each look covers the events of this window, not "after the last one seen": two processes may
 * insert out of order, and a late insert must still be found. Ids already handled are skipped.
 */
const LOOKBACK_MS = 5_000;
/** Events are kept this long, then deleted (expired in code: no TTL index on FerretDB). */
const KEEP_MS = 60_000;

interface EventDoc {
  _id: string;
  at: Date;
  /** The event as JSON text: one string field is what both engines store and read fastest. */
  e: string;
}

/**
 * Events shared by every BFF process over the database: each publish is a small document in
 * `events`; each process reads the last few seconds of them every POLL_MS (an index on `at` on
 * MongoDB) and hands the new ones to its subscribers. Works on any MongoDB, a replica set or not;
 * on a replica set MongoDB's change streams could replace the polling (docs/decisions.md).
 */
export function databaseBus(
  conn: Connection,
  opts: { pollMs?: number; onError?: (err: unknown) => void } = {},
): EventBus {
  const events = () => conn.collection<EventDoc>(COLLECTION);
  const handlers = new Set<(event: BusEvent) => void>();
  // Ids handled in the look-back window, with when they were seen.
  const handled = new Map<string, number>();
  let closed = false;
  let polling: Promise<void> | null = null;
  let lastPurge = 0;
  const ready = events()
    .createIndex({ at: 1 })
    .catch(() => {}); // FerretDB keeps but never uses it; a failure only costs speed

  function dispatch(doc: EventDoc) {
    if (handled.has(doc._id)) return;
    handled.set(doc._id, Date.now());
    let event: BusEvent;
    try {
      event = JSON.parse(doc.e) as BusEvent;
    } catch {
      return; // not ours to read
    }
    for (const handler of [...handlers]) {
      try {
        handler(event);
      } catch (err) {
        opts.onError?.(err);
      }
    }
  }

  async function poll() {
    const now = Date.now();
    const docs = await events()
      .find({ at: { $gte: new Date(now - LOOKBACK_MS) } })
      .sort({ at: 1 })
      .limit(1000)
      .toArray();
    for (const doc of docs) dispatch(doc);
    for (const [id, seen] of handled) if (seen < now - 2 * LOOKBACK_MS) handled.delete(id);
    if (now - lastPurge > KEEP_MS / 2) {
      lastPurge = now;
      await events().deleteMany({ at: { $lt: new Date(now - KEEP_MS) } });
    }
  }

  const timer = setInterval(() => {
    if (closed || polling || handlers.size === 0) return;
    polling = poll()
      .catch((err: unknown) => opts.onError?.(err))
      .finally(() => {
        polling = null;
      });
  }, opts.pollMs ?? POLL_MS);
  timer.unref();

  return {
    async publish(event) {
      if (closed) return;
      await ready;
      await events().insertOne({ _id: randomUUID(), at: new Date(), e: JSON.stringify(event) });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      handlers.clear();
      await polling;
    },
  };
}
