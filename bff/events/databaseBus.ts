import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { atOrAfter, before } from '../db/filters';
import type { BusEvent, EventBus } from './bus';

const COLLECTION = 'events';
/** How often each process looks for events published by the others. */
export const POLL_MS = 250;
/** The first look covers this much of the past (a process just started hears recent events). */
const LOOKBACK_MS = 5_000;
/**
 * Later looks start this long before the newest event handled, not right after it: two processes
 * may insert a moment out of order (their clocks must agree within it: NTP), and such a late
 * insert must still be found. Ids already handled are skipped.
 */
const OVERLAP_MS = 1_000;
/** Events read per look at most; a backlog is worked through look by look. */
const BATCH = 2_000;
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
 * on a replica set MongoDB's change streams could replace the polling (docs/architecture.md, Live events).
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
  /** Time of the newest event handled (ms); null before the first. */
  let lastAt: number | null = null;
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
    const since = lastAt === null ? now - LOOKBACK_MS : lastAt - OVERLAP_MS;
    const docs = await events()
      .find({ at: atOrAfter(new Date(since)) })
      .sort({ at: 1 })
      .limit(BATCH)
      .toArray();
    for (const doc of docs) {
      dispatch(doc);
      lastAt = Math.max(lastAt ?? 0, doc.at.getTime());
    }
    for (const [id, seen] of handled) if (seen < now - 2 * LOOKBACK_MS) handled.delete(id);
    if (now - lastPurge > KEEP_MS / 2) {
      lastPurge = now;
      await events().deleteMany({ at: before(new Date(now - KEEP_MS)) });
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
