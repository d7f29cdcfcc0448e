import type { Model } from 'mongoose';
import { inParts } from './bulkWrites';

/** What an import did with one record. */
export type UpsertOutcome = 'created' | 'updated' | 'unchanged';
/** The same, or why the database refused the record (the others of its batch still go in). */
export type BatchOutcome = UpsertOutcome | { notStored: string };

/** What the batch needs of a stored document. */
interface Stored {
  _id: string;
  created_at?: Date | null;
}

/**
 * One record of a batch: the id it is stored under, and what to `$set` given what is stored there
 * (null: nothing to change).
 */
export interface BatchRecord<Doc> {
  id: string;
  change: (existing: Doc | null) => Record<string, unknown> | null;
}

/** A document the batch wrote: as stored before the batch (null: new) and as stored now. */
export interface Written<Doc> {
  id: string;
  before: Doc | null;
  after: Doc;
}

/** What the batch did: an outcome per record, in order, and the documents it wrote. */
export interface BatchResult<Doc> {
  outcomes: BatchOutcome[];
  written: Written<Doc>[];
}

/** Any model of ours. */
export type AnyModel = Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any model of ours

// Reads by `_id` sent at once: one `find` each, the one read FerretDB hands to SQLite
// (docs/architecture.md, Why hot reads go by `_id`; an `$in` would scan the collection once per
// part there), within what the driver pool queues without timing out (bff/db/pool.ts).
const READ_CHUNK = 100;

/** Why the database refused a write of a bulk, by its position in the bulk. */
type Refusals = Map<number, { code?: number; message: string }>;

/** Runs one bulk write of `count` items; a failure without per-item detail refuses them all. */
async function refusals(count: number, write: () => Promise<unknown>): Promise<Refusals> {
  const refused: Refusals = new Map();
  if (count === 0) return refused;
  try {
    await write();
  } catch (err) {
    const { message } = err as Error;
    const items = (err as { writeErrors?: { index: number; code?: number; errmsg?: string }[] })
      .writeErrors;
    if (Array.isArray(items))
      for (const { index, code, errmsg } of items)
        refused.set(index, { code, message: errmsg ?? message });
    else for (let i = 0; i < count; i++) refused.set(i, { message });
  }
  return refused;
}

/**
 * Stores a batch of records by `_id` with one read of each id and a few bulk writes: new documents
 * inserted together, changed ones `$set` in bulk (as upserts, like one at a time; in parts,
 * bff/services/bulkWrites.ts), unchanged ones left alone. Records are decided in order against
 * what the earlier ones of the batch leave, so two records of one id count as two imports one
 * after the other would. Each record is validated and cast as its `$set` alone, so one bad record
 * is refused and the others still go in; a new document holds exactly what an upsert of that
 * `$set` would store. `known`, when given, is all that is stored under any id (the collection was
 * empty when the import began, and these are what it wrote since): nothing is read then.
 */
export async function upsertBatch<Doc extends Stored>(
  model: AnyModel,
  records: readonly BatchRecord<Doc>[],
  known?: ReadonlyMap<string, Doc>,
): Promise<BatchResult<Doc>> {
  const ids = [...new Set(records.map((r) => r.id))];
  const stored = new Map<string, Doc>();
  if (known) {
    for (const id of ids) if (known.has(id)) stored.set(id, known.get(id)!);
  } else {
    for (const part of inParts(ids, READ_CHUNK))
      for (const doc of await Promise.all(part.map((id) => model.findById(id).lean<Doc>())))
        if (doc) stored.set(doc._id, doc);
  }

  const now = new Date();
  const outcomes: BatchOutcome[] = [];
  const current = new Map(stored);
  const sets = new Map<string, Record<string, unknown>>();
  const recordsOf = new Map<string, number[]>();
  for (const [index, { id, change }] of records.entries()) {
    const existing = current.get(id) ?? null;
    const wanted = change(existing);
    if (!wanted) {
      outcomes.push('unchanged');
      continue;
    }
    let set: Record<string, unknown>;
    try {
      set = (await model.validate(wanted, Object.keys(wanted))) as Record<string, unknown>;
    } catch (err) {
      outcomes.push({ notStored: (err as Error).message });
      continue;
    }
    // The document as the write leaves it: the `$set` over what was there.
    const after: Doc = Object.assign({}, existing, set, {
      _id: id,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    });
    current.set(id, after);
    sets.set(id, { ...sets.get(id), ...set });
    recordsOf.set(id, [...(recordsOf.get(id) ?? []), index]);
    outcomes.push(existing ? 'updated' : 'created');
  }

  const upserts = (list: readonly string[]) => () =>
    model.bulkWrite(
      list.map((id) => ({
        updateOne: {
          filter: { _id: id },
          update: { $set: { ...sets.get(id), updated_at: now }, $setOnInsert: { created_at: now } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  const fresh = [...sets.keys()].filter((id) => !stored.has(id));
  const changed = [...sets.keys()].filter((id) => stored.has(id));
  const refused = new Map<string, string>();
  // `lean`: the documents as given (cast above), without the schema's defaults an upsert never
  // stores either.
  const inserting = await refusals(fresh.length, () =>
    model.insertMany(
      fresh.map((id) => ({ _id: id, ...sets.get(id), created_at: now, updated_at: now })),
      { ordered: false, lean: true },
    ),
  );
  // Stored meanwhile by someone else (another import, on MongoDB): updated as an upsert would be.
  const racing: string[] = [];
  for (const [i, { code, message }] of inserting)
    if (code === 11000) racing.push(fresh[i]!);
    else refused.set(fresh[i]!, message);
  for (const part of [...inParts(changed), ...inParts(racing)])
    for (const [i, { message }] of await refusals(part.length, upserts(part)))
      refused.set(part[i]!, message);

  for (const [id, message] of refused)
    for (const index of recordsOf.get(id) ?? []) outcomes[index] = { notStored: message };
  const written = [...sets.keys()]
    .filter((id) => !refused.has(id))
    .map((id) => ({ id, before: stored.get(id) ?? null, after: current.get(id)! }));
  return { outcomes, written };
}
