import type { Connection, Model } from 'mongoose';
import type { DbEngineName } from '../config';

/** Which server answers: a MongoDB we were given, the embedded mongod, or the FerretDB engine. */
export type EngineName = DbEngineName;

/**
 * The one place where the engines' differences in reading and writing live (DESIGN.md, Database).
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
}

type Lock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/** Runs tasks with the same key one after another (within this process). */
function keyedLock(): Lock {
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

// One lock per database, shared by every app instance of this process that uses it, so two
// createApp instances over one FerretDB database (the concurrency tests) still never interleave.
const locksByDatabase = new Map<string, Lock>();

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

  return {
    engine,
    serialize: (key, task) => (isolated ? task() : serialLock(key, task)),

    async findByIds<T extends { _id: unknown }>(
      model: Model<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours
      ids: readonly unknown[],
      projection?: Record<string, 0 | 1>,
    ) {
      const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
      if (unique.length === 0) return new Map<string, T>();
      // FerretDB pushes only `{_id: value}` down to SQLite; an `$in` would scan the collection.
      const rows: T[] = isolated
        ? await model.find({ _id: { $in: unique } }, projection).lean<T[]>()
        : (await Promise.all(unique.map((id) => model.findById(id, projection).lean<T>()))).filter(
            (r): r is Awaited<T> & T => r !== null,
          );
      return new Map(rows.map((r) => [String(r._id), r]));
    },
  };
}
