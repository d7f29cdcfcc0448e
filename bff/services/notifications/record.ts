import type { NotificationKind, NotificationPreferences } from '../../../contract/notifications';
import { PREFERENCE_OF_KIND } from '../../../contract/notifications';
import type { PagedLists } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { ACTORS_KEPT, notificationId } from '../../models/notification';
import type { NotificationRecord } from '../../presenters/notification';
import { isHidden } from '../../policies/blocks';

/** What an entry is about, beside its kind: the post, comment or request it links to. */
export interface Subject {
  post_id?: string;
  comment_id?: string;
  request_id?: string;
}

/** A compare-and-set on an entry is tried again this often when another write came between. */
const ATTEMPTS = 8;

export interface RecordDeps {
  models: Models;
  seam: EngineSeam;
  lists: PagedLists;
  listOf: (owner: string) => string;
  hiddenFor: (userId: string) => Promise<ReadonlySet<string>>;
  preferencesOf: (owner: string) => Promise<NotificationPreferences>;
}

/**
 * Writing entries (docs/notifications.md): one per comment, one per post for its reactions and one
 * per support request for its answers, each updated in place as more people act. An entry that
 * changes is appended to the person's list again and its `pos` moves there (readers keep only the
 * reference at `pos`), so it shows once, at the top, unread. Every change of an entry is a
 * compare-and-set on what was read (bff/db/seam.ts), so two processes never lose each other's.
 */
export function recordNotifications(deps: RecordDeps) {
  const { seam, lists, listOf } = deps;
  const { Notification } = deps.models;

  /** Updates entry `id` by `change` (null: delete it) until no other write comes between. */
  async function changeEntry(
    id: string,
    change: (old: NotificationRecord | null) => Partial<NotificationRecord> | null | 'keep',
  ): Promise<boolean> {
    return seam.serialize(`notification:${id}`, async () => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const old = await Notification.findById(id).lean<NotificationRecord>();
        const next = change(old);
        if (next === 'keep') return false;
        if (!old) {
          if (!next) return false;
          const created = await Notification.updateOne(
            { _id: id },
            { $setOnInsert: next },
            { upsert: true },
          );
          if (created.upsertedCount === 1) return true;
          continue; // written meanwhile: decide again from what is there now
        }
        const asRead = seam.stillAsRead(id, { pos: old.pos, actor_count: old.actor_count });
        const done = next
          ? (await Notification.updateOne(asRead, { $set: next })).matchedCount === 1
          : (await Notification.deleteOne(asRead)).deletedCount === 1;
        if (done) return true;
      }
      throw new Error(`notification ${id}: changed by others ${ATTEMPTS} times in a row`);
    });
  }

  /**
   * `actor` did something of `kind` that concerns `owner`. Nothing is written for oneself, across
   * a block, or when the owner turned that kind off. True when the entry was written.
   */
  async function acted(
    owner: string,
    kind: NotificationKind,
    subjectKey: string,
    actor: string,
    subject: Subject,
  ): Promise<boolean> {
    if (owner === actor) return false;
    const [prefs, hidden] = await Promise.all([deps.preferencesOf(owner), deps.hiddenFor(owner)]);
    if (!prefs[PREFERENCE_OF_KIND[kind]]) return false;
    if (isHidden(hidden, actor)) return false;
    const id = notificationId(owner, kind, subjectKey);
    // The reference first: an entry without one would never be read, a reference without its
    // entry (a crash in between) is skipped by readers.
    const pos = await lists.append(listOf(owner), { id });
    return changeEntry(id, (old) => {
      const before = old?.actors ?? [];
      const known = before.includes(actor);
      return {
        owner_id: owner,
        kind,
        ...subject,
        actors: [actor, ...before.filter((a) => a !== actor)].slice(0, ACTORS_KEPT),
        actor_count: (old?.actor_count ?? 0) + (known ? 0 : 1),
        pos: Math.max(pos, old?.pos ?? -1),
        read: false,
        updated_at: new Date(),
      };
    });
  }

  /**
   * `actor` took back what they did (a reaction removed): the entry no longer counts them, and
   * goes when nobody is left. It keeps its place and its read state.
   */
  async function withdrawn(
    owner: string,
    kind: NotificationKind,
    subjectKey: string,
    actor: string,
  ): Promise<boolean> {
    if (owner === actor) return false;
    return changeEntry(notificationId(owner, kind, subjectKey), (old) => {
      if (!old) return 'keep';
      // Counted if kept by name, or possibly among those counted past the names kept.
      const counted = old.actors.includes(actor) || old.actor_count > old.actors.length;
      if (!counted) return 'keep';
      const count = old.actor_count - 1;
      if (count <= 0) return null;
      return { actors: old.actors.filter((a) => a !== actor), actor_count: count };
    });
  }

  return { acted, withdrawn };
}
