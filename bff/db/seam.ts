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
}

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
  const hotOf = (model: Model<unknown>) => {
    let hot = hotCollections.get(model.collection.name);
    if (!hot) {
      hot = hotDocuments<unknown>(HOT);
      hotCollections.set(model.collection.name, hot);
    }
    return hot;
  };

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

  return {
    engine,
    serialize: (key, task) => (isolated ? task() : serialLock(key, task)),

    stillAsRead: (id, expected) => (isolated ? { ...expected, _id: id } : { _id: id }),

    findByIds,

    async findHotByIds<T extends { _id: unknown }>(
      model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours
      ids: readonly unknown[],
    ) {
      // MongoDB answers a page of ids in one `$in` round trip, and may be shared by several BFF
      // processes whose writes this one would not see: it always reads.
      if (isolated) return findByIds<T>(model, ids);
      const hot = hotOf(model);
      const found = new Map<string, T>();
      const missing: { id: unknown; token: string }[] = [];
      for (const id of ids) {
        const doc = hot.get(String(id)) as T | undefined;
        if (doc) found.set(String(id), doc);
        else missing.push({ id, token: hot.beforeRead(String(id)) });
      }
      const read = await findByIds<T>(
        model,
        missing.map((m) => m.id),
      );
      for (const { id, token } of missing) {
        const doc = read.get(String(id));
        if (!doc) continue;
        hot.set(String(id), doc, token);
        found.set(String(id), doc);
      }
      return found;
    },

    forget(model, id) {
      if (!isolated) hotOf(model).forget(String(id));
    },
  };
}
