import { atOrBefore } from '../db/filters';
import type { EngineSeam } from '../db/seam';
import { HttpError, isDuplicateKey } from '../errors';
import type { Models } from '../models';

/** How long a first answer is kept for repeats. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A claim older than this whose request never finished (the process died) may be taken over. */
export const IDEMPOTENCY_STALE_CLAIM_MS = 60_000;
/** How long a repeat waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Exactly-once creation per person and client key (post and comment creation; message creation
 * is to use it the same way). The first request claims `<userId>:<key>` by inserting it (a
 * second insert of that `_id` fails on every engine), runs, and stores its answer if it
 * succeeded; a repeat with the same key and the same request gets that answer (same status and
 * body), waiting while the first still runs. A failed first request frees the key, so the client
 * may retry with it. Rows expire after a day and are purged in the background (purgeExpired).
 */
export function idempotencyService(models: Models, seam: Pick<EngineSeam, 'serialize'>) {
  const { Idempotency } = models;
  type Row = NonNullable<Awaited<ReturnType<typeof read>>>;
  const read = (id: string) => Idempotency.findById(id).lean();

  /** Claims the key, or returns the row that holds it. Serialised per key where the engine needs it. */
  const claim = (id: string, fingerprint: string): Promise<Row | null> =>
    seam.serialize(`idempotency:${id}`, async () => {
      const now = Date.now();
      const row = await read(id);
      if (row) {
        const expired = row.expires_at.getTime() <= now;
        const abandoned =
          row.state === 'pending' && row.created_at.getTime() < now - IDEMPOTENCY_STALE_CLAIM_MS;
        if (!expired && !abandoned) return row;
        // Conditional on the same row, so two processes never both take one over.
        const gone = await Idempotency.deleteOne({ _id: id, created_at: row.created_at });
        if (gone.deletedCount !== 1) return read(id);
      }
      try {
        await Idempotency.create({
          _id: id,
          fingerprint,
          state: 'pending',
          created_at: new Date(now),
          expires_at: new Date(now + IDEMPOTENCY_TTL_MS),
        });
        return null;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        return read(id);
      }
    });

  return {
    /**
     * Runs `execute` once for this person and key; a repeat gets the first answer. `fingerprint`
     * identifies the request: the same key with another request is refused (422).
     */
    async run(
      userId: string,
      key: string,
      fingerprint: string,
      execute: () => Promise<StoredAnswer>,
    ): Promise<StoredAnswer & { replayed: boolean }> {
      const id = `${userId}:${key}`;
      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      for (;;) {
        const held = await claim(id, fingerprint);
        if (!held) break;
        if (held.fingerprint !== fingerprint)
          throw new HttpError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for a different request.',
          );
        if (held.state === 'done')
          return {
            status: held.status ?? 200,
            body: JSON.parse(held.body ?? 'null'),
            replayed: true,
          };
        if (Date.now() >= deadline)
          throw new HttpError(
            409,
            'idempotency_in_progress',
            'This request is still being processed. Please wait a moment before trying again.',
          );
        await sleep(POLL_MS);
      }
      let answer: StoredAnswer;
      try {
        answer = await execute();
      } catch (err) {
        await Idempotency.deleteOne({ _id: id });
        throw err;
      }
      if (answer.status >= 200 && answer.status < 300) {
        await Idempotency.updateOne(
          { _id: id },
          { $set: { state: 'done', status: answer.status, body: JSON.stringify(answer.body) } },
        );
      } else {
        await Idempotency.deleteOne({ _id: id });
      }
      return { ...answer, replayed: false };
    },

    /** Removes expired answers: a bounded background scan every 15 minutes, never on a request. */
    async purgeExpired(now = new Date()): Promise<void> {
      await Idempotency.deleteMany({ expires_at: atOrBefore(now) });
    },
  };
}
export type IdempotencyService = ReturnType<typeof idempotencyService>;
