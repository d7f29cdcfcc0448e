import { Types, type Connection } from 'mongoose';
import type {
  AuditAction,
  AuditEntry,
  AuditPage,
  AuditState,
  Moderator,
} from '../../../contract/admin';
import { UNDOABLE_ACTIONS } from '../../../contract/admin';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import type { AuditEntryDoc } from '../../models/moderation';
import type { SignedInUser } from '../../viewer';
import { cursorOf, decodeCursor } from '../cursor';
import { QUEUES, type ItemRef } from './queues';

/** What one moderator action records (bff/models/moderation.ts, the audit log). */
export interface AuditRecord {
  action: AuditAction;
  target_type: string;
  target_id: string;
  target_label: string;
  before: AuditState | null;
  after: AuditState | null;
  undoes?: string;
}

export interface AuditFilters {
  action?: AuditAction;
  moderator?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

/** The listing doc of everyone who ever acted: `<id>|<email>` entries (the moderator filter). */
const MODERATORS_LISTING = 'moderators';

const UNDOABLE: ReadonlySet<AuditAction> = new Set(UNDOABLE_ACTIONS);

const DAY_MS = 24 * 60 * 60_000;

/** The append-only audit log: written by every action, read newest first with filters. */
export function auditLog(models: Models, conn: Connection, seam: EngineSeam) {
  const { AuditEntry, AuditUndo, Listing } = models;
  const lists = pagedLists(conn, seam);

  /** Everyone who ever acted in the console (the audit log's moderator filter). */
  async function moderators(): Promise<Moderator[]> {
    const doc = await Listing.findById(MODERATORS_LISTING).lean();
    return (doc?.ids ?? []).map((entry) => {
      const [id = '', email = ''] = entry.split('|');
      return { id, email };
    });
  }

  function present(doc: AuditEntryDoc, undone: ReadonlySet<string>): AuditEntry {
    const id = String(doc._id);
    return {
      id,
      at: doc.at.toISOString(),
      moderator_id: doc.moderator_id,
      moderator_email: doc.moderator_email,
      action: doc.action as AuditAction,
      target_type: doc.target_type,
      target_id: doc.target_id,
      target_label: doc.target_label ?? '',
      before: (doc.before as AuditState | null) ?? null,
      after: (doc.after as AuditState | null) ?? null,
      undoable: UNDOABLE.has(doc.action as AuditAction) && !undone.has(id),
      undoes: doc.undoes ?? null,
    };
  }

  return {
    /** Appends one entry: the reference first, then the entry (bff/db/pagedList.ts). */
    async record(moderator: SignedInUser, r: AuditRecord): Promise<string> {
      const _id = new Types.ObjectId();
      const ref: ItemRef = { id: String(_id) };
      await lists.append(QUEUES.audit, ref);
      await AuditEntry.create({
        _id,
        at: new Date(),
        moderator_id: moderator.id,
        moderator_email: moderator.email,
        action: r.action,
        target_type: r.target_type,
        target_id: r.target_id,
        target_label: r.target_label.slice(0, 120),
        before: r.before,
        after: r.after,
        undoes: r.undoes ?? null,
      });
      await Listing.updateOne(
        { _id: MODERATORS_LISTING },
        { $addToSet: { ids: `${moderator.id}|${moderator.email}` } },
        { upsert: true },
      );
      return String(_id);
    },

    async entry(id: string): Promise<AuditEntry | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const [doc, undone] = await Promise.all([
        AuditEntry.findById(id).lean<AuditEntryDoc>(),
        AuditUndo.findById(id).lean(),
      ]);
      return doc ? present(doc, new Set(undone ? [id] : [])) : null;
    },

    /**
     * Marks an entry undone by another; false when it already was (the `_id` refuses a second),
     * which is what makes two moderators' undo of one action happen once.
     */
    async markUndone(entryId: string, by: string): Promise<boolean> {
      try {
        await AuditUndo.create({ _id: entryId, by });
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },

    /** Releases a claim whose undo turned out to have nothing to do (the state moved on). */
    async releaseUndo(entryId: string): Promise<void> {
      await AuditUndo.deleteOne({ _id: entryId });
    },

    moderators,

    /** GET /api/admin/audit: newest first, filtered by action, moderator and days. */
    async list(f: AuditFilters): Promise<AuditPage> {
      const from = f.from ? Date.parse(`${f.from}T00:00:00Z`) : -Infinity;
      const to = f.to ? Date.parse(`${f.to}T00:00:00Z`) + DAY_MS : Infinity;
      const page = await lists.collect<ItemRef, AuditEntry>(QUEUES.audit, {
        before: f.cursor ? decodeCursor(f.cursor) : null,
        limit: f.limit,
        keep: async (refs: Ref<ItemRef>[]) => {
          const ids = refs.map((r) => r.id).filter((id) => Types.ObjectId.isValid(id));
          const docs = await seam.findByIds<AuditEntryDoc>(
            AuditEntry,
            ids.map((id) => new Types.ObjectId(id)),
          );
          const kept = refs.flatMap((r) => {
            const doc = docs.get(r.id);
            if (!doc) return [];
            const at = doc.at.getTime();
            if (f.action && doc.action !== f.action) return [];
            if (f.moderator && doc.moderator_id !== f.moderator.toLowerCase()) return [];
            if (at < from || at >= to) return [];
            return [{ pos: r.pos, doc }];
          });
          // Undo marks only of the entries shown, and only of those an undo could reverse.
          const undone = await seam.findByIds<{ _id: string }>(
            AuditUndo,
            kept
              .filter((k) => UNDOABLE.has(k.doc.action as AuditAction))
              .map((k) => String(k.doc._id)),
          );
          const undoneIds = new Set(undone.keys());
          return kept.map((k) => ({ pos: k.pos, item: present(k.doc, undoneIds) }));
        },
      });
      return {
        entries: page.items,
        next_cursor: cursorOf(page.next),
        moderators: await moderators(),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof auditLog>;

/**
 * The fields of `after` that differ from `before` (every field for a new thing), as the audit log
 * keeps a saved form's change: lists joined into one line.
 */
export function auditChanges(before: object | null, after: object): AuditState {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(after)) {
    const was = before ? (before as Record<string, unknown>)[k] : undefined;
    if (before && JSON.stringify(was) === JSON.stringify(v)) continue;
    out[k] = Array.isArray(v) ? v.join(', ') : (v as string | number | boolean | null);
  }
  return out;
}
