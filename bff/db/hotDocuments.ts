/**
 * Recently read documents of one collection, kept in this process's memory (the FerretDB seam,
 * bff/db/seam.ts). Every write to a document in this process forgets it; a read that raced with
 * such a write does not store what it read (a generation per id), so what is served is never older
 * than the last write made here. An entry lives at most `ttlMs`, which bounds how long a write
 * made outside this process (none on the embedded engine, whose data folder one BFF owns) could
 * go unseen. Least recently used entries leave first beyond `max`.
 *
 * Each entry's life is drawn between half of `ttlMs` and all of it: documents read together (a
 * page of notifications, the posts of a feed's first page, at a burst of traffic) would otherwise
 * expire in the same instant, and every request after it would read them all again at once.
 */
const isPlain = (value: unknown): value is object => {
  if (Array.isArray(value)) return true;
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Freezes a document's plain objects and arrays (ObjectIds, Dates and buffers are left as they
 * are): one cached object is handed to every reader, so a caller that changed it would change
 * what everyone is shown.
 */
export function deepFreeze<T>(value: T): T {
  if (isPlain(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The share of `ttlMs` by which an entry's life may fall short of it. */
const LIFE_SPREAD = 0.5;

export function hotDocuments<T>(options: {
  max: number;
  ttlMs: number;
  /** Uniform in [0, 1), as Math.random (its default); tests pass their own. */
  random?: () => number;
}) {
  const random = options.random ?? Math.random;
  const entries = new Map<string, { doc: T; until: number }>();
  // Reads under way, by id and the token they began with: a reader that finds one joins it
  // instead of sending the same read again (fifty requests missing one expired post at once
  // read it once). A write between changes the token, so no reader joins a read begun before it.
  const reading = new Map<string, Promise<T | null>>();
  const generations = new Map<string, number>();
  let epoch = 0;
  const tokenOf = (id: string) => `${epoch}:${generations.get(id) ?? 0}`;

  return {
    get(id: string): T | undefined {
      const hit = entries.get(id);
      if (!hit) return undefined;
      entries.delete(id);
      if (hit.until <= Date.now()) return undefined;
      entries.set(id, hit); // most recently used goes last
      return hit.doc;
    },

    /** A token to pass to `set` after reading: the read is kept only if no write came between. */
    beforeRead(id: string): string {
      return tokenOf(id);
    },

    set(id: string, doc: T, token: string): void {
      if (tokenOf(id) !== token) return;
      entries.delete(id);
      const life = options.ttlMs * (1 - LIFE_SPREAD * random());
      entries.set(id, { doc: deepFreeze(doc), until: Date.now() + life });
      while (entries.size > options.max) entries.delete(entries.keys().next().value!);
    },

    /** The read of `id` begun with this `token` and not yet answered, if any. */
    readUnderWay(id: string, token: string): Promise<T | null> | undefined {
      return reading.get(`${token}|${id}`);
    },

    /** `read` (begun with `token`) is under way: others may join it until it is answered. */
    reading(id: string, token: string, read: Promise<T | null>): void {
      const key = `${token}|${id}`;
      reading.set(key, read);
      const done = () => {
        if (reading.get(key) === read) reading.delete(key);
      };
      // Its failure is the reader's, who awaits `read` itself; here it only ends the sharing.
      read.then(done, done);
    },

    /** Call after every write to the document (and before, for writes that may fail half-way). */
    forget(id: string): void {
      entries.delete(id);
      generations.set(id, (generations.get(id) ?? 0) + 1);
      // Generations only matter while a read is in flight; drop them when there are many (a new
      // epoch, so no read begun before can store what it read).
      if (generations.size > 4 * options.max) {
        generations.clear();
        epoch++;
      }
    },
  };
}
export type HotDocuments<T> = ReturnType<typeof hotDocuments<T>>;
