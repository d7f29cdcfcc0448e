import { Types, type Connection } from 'mongoose';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_COUNT_MAX,
  type AppNotification,
  type NotificationPreferences,
  type NotificationsPage,
} from '../../../contract/notifications';
import { shownName } from '../../../domain/profile/displayName';
import { startingWith } from '../../db/filters';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { EventHub } from '../../events/hub';
import type { Models } from '../../models';
import { reactionId } from '../../models/reaction';
import { presentNotification, type NotificationRecord } from '../../presenters/notification';
import { authorSeesPost } from '../../policies/social';
import type { BlockService } from '../blocks';
import { cursorOf, decodeCursor } from '../cursor';
import { recordNotifications } from './record';

interface IdRef {
  id: string;
}
interface StateDoc {
  _id: string;
  read_through?: number;
  preferences?: Partial<NotificationPreferences> | null;
}
interface NamedDoc {
  _id: Types.ObjectId;
  display_name?: string | null;
}
/** An entry that may be shown, with whom it names and how many more it counts. */
interface Shown {
  record: NotificationRecord;
  named: { id: string; name: string };
  others: number;
}

/** References looked at for one unread count at most (its entries are read by `_id`). */
const UNREAD_SCAN_MAX = 1_000;
/** People of an entry whose profiles are read to find the one to name. */
const NAME_CANDIDATES = 3;
/** Tries of a compare-and-set before giving up (another write came between each time). */
const ATTEMPTS = 8;

const always = async () => true;
const asObjectIds = (ids: Iterable<string>) =>
  [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));

/**
 * Each person's notifications (docs/notifications.md): written when someone comments on, reacts
 * to or answers what is theirs (record.ts), read newest first a page at a time from a paged list
 * of references (bff/db/pagedList.ts), every read by `_id`. Whether an entry may be shown is
 * decided when it is read: the post or comment it is about must still be there, and whom it names
 * must not be kept apart by a block nor have deleted their account.
 */
export function notificationService(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  deps: {
    blocks: Pick<BlockService, 'hiddenFor'>;
    hub: Pick<EventHub, 'publish'>;
    /** Runs work after the answer, logging its failure (bff/background.ts). */
    later: (job: string, work: Promise<unknown>) => void;
  },
) {
  const { Notification, NotificationState, Post, Comment, Profile, Reaction } = models;
  const lists = pagedLists(conn, seam);
  const listOf = (owner: string) => `notifications:${owner}`;

  const readState = async (owner: string) =>
    (await NotificationState.findById(owner).lean<StateDoc>()) ?? { _id: owner };

  async function preferencesOf(owner: string): Promise<NotificationPreferences> {
    const saved = (await readState(owner)).preferences ?? {};
    return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...saved };
  }

  /** Of these entries (newest first), the ones the owner may see now, with whom each names. */
  async function showable(owner: string, records: NotificationRecord[]): Promise<Shown[]> {
    if (records.length === 0) return [];
    const [posts, comments, hidden] = await Promise.all([
      seam.findHotByIds<{ _id: Types.ObjectId; status?: string | null }>(
        Post,
        asObjectIds(records.flatMap((r) => (r.post_id ? [r.post_id] : []))),
      ),
      seam.findHotByIds<{ _id: Types.ObjectId; user_id: Types.ObjectId }>(
        Comment,
        asObjectIds(records.flatMap((r) => (r.comment_id ? [r.comment_id] : []))),
      ),
      deps.blocks.hiddenFor(owner),
    ]);
    // What they are about is still there for the owner, and someone not kept apart is on them.
    const alive = records.flatMap((record) => {
      if (record.kind !== 'support_response') {
        const post = posts.get(record.post_id ?? '');
        if (!post || !authorSeesPost(post)) return [];
      }
      if (record.kind === 'comment') {
        const comment = comments.get(record.comment_id ?? '');
        if (!comment || String(comment.user_id) !== record.actors[0]) return [];
      }
      const visible = record.actors.filter((a) => !hidden.has(a));
      return visible.length > 0 ? [{ record, visible }] : [];
    });
    // Names are read now, never from the cache (a new name or a deleted account shows at once),
    // for the first few people of each entry: the newest whose profile is there is named.
    const people = await seam.findByIds<NamedDoc>(
      Profile,
      asObjectIds(alive.flatMap(({ visible }) => visible.slice(0, NAME_CANDIDATES))),
    );
    const shown: Shown[] = [];
    for (const { record, visible } of alive) {
      const first = visible.slice(0, NAME_CANDIDATES).find((a) => people.has(a));
      if (!first) continue;
      const pastKept = Math.max(0, record.actor_count - record.actors.length);
      shown.push({
        record,
        named: { id: first, name: shownName(people.get(first)?.display_name) },
        others: Math.max(0, visible.length - 1 + pastKept),
      });
    }
    return shown;
  }

  /** The entries of these references that are current (the reference at the entry's `pos`). */
  async function current(refs: Ref<IdRef>[]): Promise<Map<number, NotificationRecord>> {
    const found = await seam.findByIds<NotificationRecord>(
      Notification,
      refs.map((r) => r.id),
    );
    const out = new Map<number, NotificationRecord>();
    for (const ref of refs) {
      const record = found.get(ref.id);
      if (record && record.pos === ref.pos) out.set(ref.pos, record);
    }
    return out;
  }

  const isUnread = (record: NotificationRecord, readThrough: number) =>
    !record.read && record.pos >= readThrough;

  /** Unread entries the owner may see, counted up to UNREAD_COUNT_MAX. */
  async function unreadCount(owner: string, state?: StateDoc): Promise<number> {
    const readThrough = (state ?? (await readState(owner))).read_through ?? 0;
    const newer = (await lists.count(listOf(owner))) - readThrough;
    if (newer <= 0) return 0;
    const { items } = await lists.collect<IdRef, true>(listOf(owner), {
      limit: UNREAD_COUNT_MAX,
      // Only what was placed after 'Mark all as read' can be unread.
      maxScan: Math.min(newer, UNREAD_SCAN_MAX),
      keep: async (refs) => {
        const entries = await current(refs.filter((r) => r.pos >= readThrough));
        const unread = [...entries.values()].filter((r) => isUnread(r, readThrough));
        const shown = await showable(owner, unread);
        return shown.map((s) => ({ pos: s.record.pos, item: true as const }));
      },
    });
    return items.length;
  }

  /** Tells the owner's open apps their unread count, after the answer (a failure is logged). */
  function announce(owner: string, count?: number): void {
    deps.later(
      'notifications.announce',
      (async () =>
        deps.hub.publish({
          to: [owner],
          type: 'notifications',
          data: { unread_count: count ?? (await unreadCount(owner)) },
        }))(),
    );
  }

  /** 'Mark all as read': `read_through` raised to the list's end, never lowered. */
  async function readThroughEnd(owner: string): Promise<void> {
    const end = await lists.count(listOf(owner));
    await seam.serialize(`notification_state:${owner}`, async () => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const state = await NotificationState.findById(owner).lean<StateDoc>();
        const was = state?.read_through ?? 0;
        if (was >= end) return;
        const done = state
          ? await NotificationState.updateOne(seam.stillAsRead(owner, { read_through: was }), {
              $set: { read_through: end },
            })
          : await NotificationState.updateOne(
              { _id: owner },
              { $setOnInsert: { read_through: end } },
              { upsert: true },
            );
        if (done.matchedCount === 1 || done.upsertedCount === 1) return;
      }
      throw new Error(`notifications of ${owner}: marked by others ${ATTEMPTS} times in a row`);
    });
  }

  const record = recordNotifications({
    models,
    seam,
    lists,
    listOf,
    hiddenFor: deps.blocks.hiddenFor,
    preferencesOf,
  });

  return {
    /** The owner's entries, newest first, a page at a time; the unread count beside them. */
    async list(owner: string, opts: { cursor?: string } = {}): Promise<NotificationsPage> {
      const before = opts.cursor ? decodeCursor(opts.cursor) : null;
      const state = await readState(owner);
      const readThrough = state.read_through ?? 0;
      const [{ items, next }, unread] = await Promise.all([
        lists.collect<IdRef, AppNotification>(listOf(owner), {
          before,
          limit: NOTIFICATIONS_PAGE_SIZE,
          keep: async (refs) => {
            const entries = await current(refs);
            const shown = await showable(owner, [...entries.values()]);
            return shown.map((s) => ({
              pos: s.record.pos,
              item: presentNotification(
                s.record,
                s.named,
                s.others,
                isUnread(s.record, readThrough),
              ),
            }));
          },
        }),
        unreadCount(owner, state),
      ]);
      return { notifications: items, unread_count: unread, next_cursor: cursorOf(next) };
    },

    unreadCount,

    /**
     * Marks the owner's entries read: these (ids of others' entries or of none are passed over:
     * there is nothing of the owner's to mark), or all of them. Answers the unread count after.
     */
    async markRead(owner: string, which: { ids?: string[]; all?: true }): Promise<number> {
      if (which.all) await readThroughEnd(owner);
      else {
        const own = [...new Set(which.ids ?? [])].filter((id) => id.startsWith(`${owner}:`));
        for (const id of own)
          await seam.serialize(`notification:${id}`, () =>
            Notification.updateOne({ _id: id }, { $set: { read: true } }),
          );
      }
      const count = await unreadCount(owner);
      announce(owner, count);
      return count;
    },

    preferencesOf,

    /** Saves the whole set of preferences; a kind turned off creates nothing new from now on. */
    async savePreferences(
      owner: string,
      preferences: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      // The zone as the runtime names it ('europe/lisbon' is kept as 'Europe/Lisbon').
      const time_zone = new Intl.DateTimeFormat('en-US', {
        timeZone: preferences.time_zone,
      }).resolvedOptions().timeZone;
      await seam.serialize(`notification_state:${owner}`, () =>
        NotificationState.updateOne(
          { _id: owner },
          { $set: { preferences: { ...preferences, time_zone } } },
          { upsert: true },
        ),
      );
      return preferencesOf(owner);
    },

    /** Someone commented on a post of `owner`. */
    async commented(owner: string, actor: string, postId: string, commentId: string) {
      const subject = { post_id: postId, comment_id: commentId };
      const done = await record.sync(owner, 'comment', commentId, actor, subject, always);
      if (done !== 'kept') announce(owner);
    },

    /**
     * Someone's reaction to a post of `owner` was given or taken back: the entry follows whether
     * their reaction is there now (a changed one is neither).
     */
    async reactionChanged(owner: string, actor: string, postId: string) {
      const there = async () =>
        (await Reaction.findById(reactionId(postId, actor), { _id: 1 }).lean()) !== null;
      const done = await record.sync(owner, 'reactions', postId, actor, { post_id: postId }, there);
      if (done !== 'kept') announce(owner);
    },

    /** A peer answered the support request `requestId` of `owner`. */
    async supportAnswered(owner: string, actor: string, requestId: string) {
      const subject = { request_id: requestId };
      const done = await record.sync(owner, 'support_response', requestId, actor, subject, always);
      if (done !== 'kept') announce(owner);
    },

    /**
     * `userId`'s account is being erased: their own list, entries and preferences go, and they
     * are taken off every entry of others that names them.
     */
    async erase(userId: string): Promise<void> {
      await lists.remove(listOf(userId));
      await Notification.deleteMany({ _id: startingWith(`${userId}:`) });
      await NotificationState.deleteOne({ _id: userId });
      await record.forgetActor(userId);
    },
  };
}
export type NotificationService = ReturnType<typeof notificationService>;
