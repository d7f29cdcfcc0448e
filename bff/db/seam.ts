import type { Connection, Model } from 'mongoose';
import type { DbEngineName } from '../config';
import { anyOf } from './filters';
import { hotDocuments, type HotDocuments } from './hotDocuments';

/** Which server answers: a MongoDB we were given, the embedded mongod, or the FerretDB engine. */
export type EngineName = DbEngineName;

/**
 * The one place where the engines' differences in reading and writing live (docs/architecture.md,
 * The database seam).
 *
 * Services write with single-document atomic operators (`$inc`, `$push`, `$addToSet`,
 * `findOneAndUpdate`, `findOneAndDelete`) and read by `_id`. On MongoDB each of those is atomic on
 * the server, so any number of BFF processes can run them at once. FerretDB 1.24 applies them as
 * read-modify-write in Go without isolation (50 concurrent `$inc`s of one document were seen to
 * add 16), so on that engine the writes that share a key run one after another inside this
 * process. The embedded FerretDB engine serves one BFF process (its data folder is locked), which
 * is what makes that enough.
 */
export interface EngineSeam {
  readonly engine: EngineName;
  /** Runs `task` so that no other task with the same key interleaves with it where that matters. */
  serialize<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Documents by `_id`, keyed by the id as a string; missing ones are absent from the map. */
  findByIds<T extends { _id: unknown }>(
    model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours
    ids: readonly unknown[],
    projection?: Record<string, 0 | 1>,
  ): Promise<Map<string, T>>;
  /**
   * findByIds for the hottest reads (the posts of a feed page). On FerretDB, where every read
   * costs about a millisecond of engine time, recently read documents are served from this
   * process's memory (hotDocuments); `forget` must follow every write to such a document.
   */
  findHotByIds<T extends { _id: unknown }>(
    model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours
    ids: readonly unknown[],
    options?: HotReadOptions,
  ): Promise<Map<string, T>>;
  /**
   * The filter of a compare-and-set by `_id`: the document still in the state `expected` that the
   * caller just read. On MongoDB the conditions go into the filter, so of two processes racing only
   * one matches; on FerretDB the caller runs inside `serialize` (so the state cannot have changed)
   * and the filter is `{_id}` alone, the only one SQLite answers without scanning the collection.
   */
  stillAsRead<I>(id: I, expected: Record<string, unknown>): Record<string, unknown>;
  /** Drops a document from the hot reads: call after (and for safety before) writing it. */
  forget(model: Model<any>, id: unknown): void; // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours
  /**
   * One document of a collection read without a model (the heads and pages of bff/db/pagedList.ts),
   * kept hot as findHotByIds keeps documents, a missing one remembered too: `read` runs only when
   * this process holds no copy. Every write to such a document must `forgetIn` it.
   */
  readHot<T extends object>(
    collection: string,
    id: string,
    read: () => Promise<T | null>,
  ): Promise<T | null>;
  /** `forget` for a document readHot keeps. */
  forgetIn(collection: string, id: string): void;
}

export interface HotReadOptions {
  /**
   * Remember that a document is missing too, so asking again costs no read until a write
   * forgets it. Only for documents whose every write, the one creating them included, forgets
   * them (a person's blocks, the listing of suspended people): most people have neither, and
   * both are read on nearly every request.
   */
  absentToo?: boolean;
}

/** What the hot reads keep for a document known to be missing. */
const ABSENT = Object.freeze({ absent: true });

type Lock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/** Runs tasks with the same key one after another (within this process). */
function keyedLock(): Lock {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    // The previous task's failure belongs to its own caller, who gets it; this one runs regardless.
    const run = previous.catch(() => {}).then(task);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}

// One lock per database, shared by every app instance of this process that uses it, so two
// createApp instances over one FerretDB database (the concurrency tests) still never interleave.
const locksByDatabase = new Map<string, Lock>();
// Likewise the hot documents: every app instance of this process sees the others' writes.
const hotByDatabase = new Map<string, Map<string, HotDocuments<unknown>>>();
const HOT = { max: 5000, ttlMs: 60_000 };

/** The seam for one connection on one engine. */
export function engineSeam(conn: Connection, engine: EngineName): EngineSeam {
  const isolated = engine !== 'ferretdb';
  const dbKey = `${conn.host ?? ''}:${conn.port ?? ''}/${conn.name}`;
  let lock = locksByDatabase.get(dbKey);
  if (!lock) {
    lock = keyedLock();
    locksByDatabase.set(dbKey, lock);
  }
  const serialLock = lock;
  let hotCollections = hotByDatabase.get(dbKey);
  if (!hotCollections) {
    hotCollections = new Map();
    hotByDatabase.set(dbKey, hotCollections);
  }
  const hotIn = (collection: string) => {
    let hot = hotCollections.get(collection);
    if (!hot) {
      hot = hotDocuments<unknown>(HOT);
      hotCollections.set(collection, hot);
    }
    return hot;
  };
  const hotOf = (model: Model<unknown>) => hotIn(model.collection.name);

  async function findByIds<T extends { _id: unknown }>(
    model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours
    ids: readonly unknown[],
    projection?: Record<string, 0 | 1>,
  ) {
    const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
    if (unique.length === 0) return new Map<string, T>();
    // FerretDB pushes only `{_id: value}` down to SQLite; an `$in` would scan the collection.
    const rows: T[] = isolated
      ? await model.find({ _id: anyOf(unique) }, projection).lean<T[]>()
      : (await Promise.all(unique.map((id) => model.findById(id, projection).lean<T>()))).filter(
          (r): r is Awaited<T> & T => r !== null,
        );
    return new Map(rows.map((r) => [String(r._id), r]));
  }

  /**
   * `ids` from `hot`, the ones it holds no copy of read by `readMissing` (once, however many
   * readers miss them at the same moment) and kept.
   */
  async function hotRead<T>(
    hot: HotDocuments<unknown>,
    ids: readonly unknown[],
    readMissing: (ids: unknown[]) => Promise<Map<string, T>>,
    options: HotReadOptions,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const waiting: { key: string; read: Promise<unknown> }[] = [];
    const missing: { id: unknown; key: string; token: string }[] = [];
    for (const id of ids) {
      const key = String(id);
      const doc = hot.get(key);
      if (doc === ABSENT) continue;
      if (doc) {
        found.set(key, doc as T);
        continue;
      }
      const token = hot.beforeRead(key);
      const under = hot.readUnderWay(key, token);
      // A shared read carries its first reader's time limit: should it fail (that request ran
      // out of time), this reader reads for itself.
      if (under)
        waiting.push({
          key,
          read: under.catch(async () => (await readMissing([id])).get(key) ?? null),
        });
      else missing.push({ id, key, token });
    }
    if (missing.length > 0) {
      const read = readMissing(missing.map((m) => m.id));
      for (const { key, token } of missing) {
        const one = read.then((docs) => {
          const doc = docs.get(key);
          if (doc) hot.set(key, doc, token);
          else if (options.absentToo) hot.set(key, ABSENT, token);
          return doc ?? null;
        });
        hot.reading(key, token, one);
        waiting.push({ key, read: one });
      }
    }
    const docs = await Promise.all(waiting.map((w) => w.read));
    waiting.forEach(({ key }, i) => {
      if (docs[i]) found.set(key, docs[i] as T);
    });
    return found;
  }

  return {
    engine,
    serialize: (key, task) => (isolated ? task() : serialLock(key, task)),

    stillAsRead: (id, expected) => (isolated ? { ...expected, _id: id } : { _id: id }),

    findByIds,

    async findHotByIds<T extends { _id: unknown }>(
      model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours
      ids: readonly unknown[],
      options: HotReadOptions = {},
    ) {
      // MongoDB answers a page of ids in one `$in` round trip, and may be shared by several BFF
      // processes whose writes this one would not see: it always reads.
      if (isolated) return findByIds<T>(model, ids);
      return hotRead<T>(hotOf(model), ids, (missing) => findByIds<T>(model, missing), options);
    },

    async readHot<T extends object>(
      collection: string,
      id: string,
      read: () => Promise<T | null>,
    ): Promise<T | null> {
      if (isolated) return read();
      const one = async (): Promise<Map<string, T>> => {
        const doc = await read();
        return new Map(doc ? [[id, doc]] : []);
      };
      return (await hotRead<T>(hotIn(collection), [id], one, { absentToo: true })).get(id) ?? null;
    },

    forget(model, id) {
      if (!isolated) hotOf(model).forget(String(id));
    },

    forgetIn(collection, id) {
      if (!isolated) hotIn(collection).forget(id);
    },
  };
}
