import type { NotificationKind, NotificationPreferences } from '../../../contract/notifications';
import { PREFERENCE_OF_KIND } from '../../../contract/notifications';
import type { PagedLists } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { ACTORS_KEPT, notificationId } from '../../models/notification';
import type { ModerationOutcome, NotificationRecord } from '../../presenters/notification';
import { isHidden } from '../../policies/blocks';

/** What an entry is about, beside its kind: the post, comment or request it links to. */
export interface Subject {
  post_id?: string;
  comment_id?: string;
  request_id?: string;
  resource_id?: string;
  outcome?: ModerationOutcome;
}

/** What a sync did: moved the entry to the top (news), changed it quietly, or nothing. */
export type SyncResult = 'moved' | 'changed' | 'kept';

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

type Change = Partial<NotificationRecord> | 'keep';

/**
 * Writing entries (docs/notifications.md): one per comment, one per post for its reactions and one
 * per support request for its answers. Each write brings one person's place on an entry in line
 * with the truth, read inside the write (is their reaction there?), so whichever of two quick
 * taps is written last leaves the entry right. A person new to an entry moves it to the top (it is
 * appended to the owner's list again and its `pos` moves there; readers keep only the reference at
 * `pos`), unread; one who was on it before comes back quietly, so taking a reaction back and
 * giving it again cannot raise the entry over and over. Every change is a compare-and-set on the
 * entry's revision (bff/db/seam.ts), so two processes never lose each other's.
 */
export function recordNotifications(deps: RecordDeps) {
  const { seam, lists, listOf } = deps;
  const { Notification } = deps.models;

  /** Applies `change` to entry `id` (read fresh each try) until no other write comes between. */
  async function changeEntry(
    id: string,
    change: (old: NotificationRecord | null) => Promise<Change>,
  ): Promise<Partial<NotificationRecord> | null> {
    return seam.serialize(`notification:${id}`, async () => {
      // Readers keep entries hot (bff/db/seam.ts): dropped before and after each write.
      seam.forget(Notification, id);
      try {
        return await tryChange();
      } finally {
        seam.forget(Notification, id);
      }
    });

    async function tryChange(): Promise<Partial<NotificationRecord> | null> {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const old = await Notification.findById(id).lean<NotificationRecord>();
        const next = await change(old);
        if (next === 'keep') return null;
        if (!old) {
          const created = await Notification.updateOne(
            { _id: id },
            { $setOnInsert: { ...next, rev: 1 } },
            { upsert: true },
          );
          if (created.upsertedCount === 1) return next;
          continue; // written meanwhile: decide again from what is there now
        }
        const rev = old.rev ?? 0;
        const done = await Notification.updateOne(seam.stillAsRead(id, { rev }), {
          $set: { ...next, rev: rev + 1 },
        });
        if (done.matchedCount === 1) return next;
      }
      throw new Error(`notification ${id}: changed by others ${ATTEMPTS} times in a row`);
    }
  }

  /** May `actor` be named to `owner` for `kind` now (not oneself, no block, the kind on)? */
  async function mayTell(owner: string, kind: NotificationKind, actor: string) {
    if (owner === actor) return false;
    const [prefs, hidden] = await Promise.all([deps.preferencesOf(owner), deps.hiddenFor(owner)]);
    return prefs[PREFERENCE_OF_KIND[kind]] && !isHidden(hidden, actor);
  }

  /**
   * Brings `actor`'s place on `owner`'s entry about `subjectKey` in line with `acting()` (read
   * inside the write): on it while they act (a reaction there, a comment made), off it once not.
   */
  async function sync(
    owner: string,
    kind: NotificationKind,
    subjectKey: string,
    actor: string,
    subject: Subject,
    acting: () => Promise<boolean>,
  ): Promise<SyncResult> {
    if (owner === actor) return 'kept';
    const id = notificationId(owner, kind, subjectKey);
    let moved = false;
    const done = await changeEntry(id, async (old) => {
      moved = false;
      const on = old?.actors.includes(actor) ?? false;
      const now = await acting();
      if (now === on) return 'keep';
      if (!now)
        return {
          actors: old!.actors.filter((a) => a !== actor),
          actor_count: Math.max(0, old!.actor_count - 1),
        };
      if (!(await mayTell(owner, kind, actor))) return 'keep';
      const known = old?.seen?.includes(actor) ?? false;
      const joined = {
        owner_id: owner,
        kind,
        ...subject,
        actors: [actor, ...(old?.actors ?? [])].slice(0, ACTORS_KEPT),
        actor_count: (old?.actor_count ?? 0) + 1,
        seen: known ? old!.seen : [actor, ...(old?.seen ?? [])].slice(0, ACTORS_KEPT),
      };
      if (known) return joined;
      // New to the entry: news. The reference first (a reference without its entry is skipped
      // by readers; an entry without one would never be read).
      const pos = await lists.append(listOf(owner), { id });
      moved = true;
      return { ...joined, pos: Math.max(pos, old?.pos ?? -1), read: false, updated_at: new Date() };
    });
    if (!done) return 'kept';
    return moved ? 'moved' : 'changed';
  }

  /**
   * An entry that names nobody (a moderation outcome, a reminder) about `subjectKey`, placed at
   * the top of `owner`'s list, unread, unless its kind is turned off. 'moved' when placed.
   */
  async function place(
    owner: string,
    kind: NotificationKind,
    subjectKey: string,
    subject: Subject,
  ): Promise<SyncResult> {
    const prefs = await deps.preferencesOf(owner);
    if (!prefs[PREFERENCE_OF_KIND[kind]]) return 'kept';
    const id = notificationId(owner, kind, subjectKey);
    const done = await changeEntry(id, async (old) => {
      // The reference first, as in sync.
      const pos = await lists.append(listOf(owner), { id });
      return {
        owner_id: owner,
        kind,
        ...subject,
        actors: [],
        actor_count: 0,
        pos: Math.max(pos, old?.pos ?? -1),
        read: false,
        updated_at: new Date(),
      };
    });
    return done ? 'moved' : 'kept';
  }

  /** Takes `userId` off every entry naming them (their account is being erased). */
  async function forgetActor(userId: string): Promise<void> {
    const naming = await Notification.find({ seen: userId }, { _id: 1 }).lean<{ _id: string }[]>();
    for (const { _id } of naming)
      await changeEntry(_id, async (old) => {
        if (!old) return 'keep';
        const on = old.actors.includes(userId);
        return {
          actors: old.actors.filter((a) => a !== userId),
          seen: (old.seen ?? []).filter((a) => a !== userId),
          actor_count: Math.max(0, old.actor_count - (on ? 1 : 0)),
        };
      });
  }

  return { sync, place, forgetActor };
}
