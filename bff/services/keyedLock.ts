/**
 * Runs tasks with the same key one after another inside this process.
 *
 * FerretDB 1.24 (the offline engine) applies `$inc` and find-and-modify as read-modify-write
 * without isolation: 50 concurrent `$inc`s of one document were seen to add 16. Serialising the
 * writes that must not interleave (one post's counters, one login code) keeps them exact there,
 * but only within this one process: the lock is a Map in memory. Two BFF processes on one
 * database (MongoDB or FerretDB) interleave freely; a post's counters were seen one off with two
 * instances. Correctness across processes needs atomic database updates (the engine seam).
 */
export function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(task);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}
export type WithLock = ReturnType<typeof keyedLock>;
