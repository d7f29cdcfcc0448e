import type { Types, Connection } from 'mongoose';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATIONS_PAGE_SIZE,
  PUSH_TITLE,
  UNREAD_COUNT_MAX,
  type AppNotification,
  type NotificationPreferences,
  type NotificationsPage,
  type PushMessage,
} from '../../../contract/notifications';
import { shownName } from '../../../domain/profile/displayName';
import { startingWith } from '../../db/filters';
import { pagedLists, type Ref } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { EventHub } from '../../events/hub';
import type { Models } from '../../models';
import { notificationId } from '../../models/notification';
import { reactionId } from '../../models/reaction';
import {
  PRIVATE_PUSH_TEXT,
  linkOf,
  namesPeople,
  presentNotification,
  textOf,
  type ModerationOutcome,
  type NotificationRecord,
  type Wording,
} from '../../presenters/notification';
import { authorSeesPost } from '../../policies/social';
import type { BlockService } from '../blocks';
import { cursorOf, decodeCursor } from '../cursor';
import { inQuietHours, localDate, minuteStart, nextAt, nextReminder } from './clock';
import type { PushDevices } from './push';
import { recordNotifications, type SyncResult } from './record';
import { notificationStates } from './state';
import type { DueTicker } from './schedule';

interface IdRef {
  id: string;
}
interface StateDoc {
  _id: string;
  read_through?: number;
  preferences?: Partial<NotificationPreferences> | null;
  reminder_due?: string | null;
  release_due?: string | null;
  checked_in_on?: string | null;
  reminded_on?: string | null;
}
interface NamedDoc {
  _id: Types.ObjectId;
  display_name?: string | null;
}
/** An entry that may be shown, with how it is worded (whom it names, how many more). */
interface Shown {
  record: NotificationRecord;
  wording: Wording;
}

/** A post's status that a moderation outcome stands for while it is still so. */
const POST_STATUS_OF: Partial<Record<ModerationOutcome, string>> = {
  post_rejected: 'rejected',
  post_restored: 'published',
};
const RESOURCE_STATUS_OF: Partial<Record<ModerationOutcome, string>> = {
  resource_approved: 'approved',
  resource_rejected: 'rejected',
};

/** A reminder later than this (the server was down) is not sent: the next day's comes. */
const REMINDER_LATE_MS = 60 * 60_000;

/** References looked at for one unread count at most (its entries are read by `_id`). */
const UNREAD_SCAN_MAX = 1_000;
/** People of an entry whose profiles are read to find the one to name. */
const NAME_CANDIDATES = 3;
/** Tries of a compare-and-set before giving up (another write came between each time). */
const ATTEMPTS = 8;

const always = async () => true;
/**
 * The distinct ids that can be ObjectIds, as text (as entries keep them): the hot reads key by
 * text and cast only what they must read, so a page of entries makes no ObjectId it need not.
 * Lower case only, as `String(ObjectId)` writes them: the keys must match the documents' own.
 */
const objectIdTexts = (ids: Iterable<string>) =>
  [...new Set(ids)].filter((id) => /^[0-9a-f]{24}$/.test(id));

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
    /** The person's devices, for pushes to the phone. */
    push: PushDevices;
    /** Jobs at a minute: reminders, and pushes held by quiet hours. */
    due: Pick<DueTicker, 'schedule'>;
    /** The time (tests move it). */
    now?: () => Date;
  },
) {
  const { Notification, NotificationState, Post, Comment, Profile, Reaction, Resource } = models;
  const now = deps.now ?? (() => new Date());
  const lists = pagedLists(conn, seam);
  const listOf = (owner: string) => `notifications:${owner}`;
  // Hot: its head and newest page are read by every page and count, and change only when an
  // entry is placed (bff/db/pagedList.ts forgets them then).
  const listView = (owner: string) => lists.view(listOf(owner), { hot: true });

  const readState = async (owner: string) =>
    (await NotificationState.findById(owner).lean<StateDoc>()) ?? { _id: owner };
  const states = notificationStates<StateDoc>(NotificationState, seam);

  const preferencesIn = (state: StateDoc): NotificationPreferences => ({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...(state.preferences ?? {}),
  });

  async function preferencesOf(owner: string): Promise<NotificationPreferences> {
    return preferencesIn(await readState(owner));
  }

  /** The next reminder these preferences ask for after `after`; null while reminders are off. */
  const reminderAfter = (prefs: NotificationPreferences, state: StateDoc, after: Date) =>
    prefs.reminders
      ? nextReminder(after, prefs.reminder_time, prefs.time_zone, state.reminded_on)
      : null;

  /**
   * Of these entries (newest first), the ones the owner may see now, with how each is worded.
   * Counting needs no names (`names: false`): an entry naming only people whose account is gone
   * is counted until the erasure takes them off it (bff/services/account/deletion.ts), moments
   * later, instead of reading every person's profile for a number on a badge.
   */
  async function showable(
    owner: string,
    records: NotificationRecord[],
    {
      names = true,
      hidden: hiddenOnce,
    }: { names?: boolean; hidden: () => Promise<ReadonlySet<string>> },
  ): Promise<Shown[]> {
    if (records.length === 0) return [];
    const [posts, comments, resources, hidden] = await Promise.all([
      seam.findHotByIds<{ _id: Types.ObjectId; status?: string | null }>(
        Post,
        objectIdTexts(records.flatMap((r) => (r.post_id ? [r.post_id] : []))),
      ),
      seam.findHotByIds<{ _id: Types.ObjectId; user_id: Types.ObjectId }>(
        Comment,
        objectIdTexts(records.flatMap((r) => (r.comment_id ? [r.comment_id] : []))),
      ),
      seam.findByIds<{ _id: string; name: string; status: string; suggested_by?: string | null }>(
        Resource,
        [...new Set(records.flatMap((r) => (r.resource_id ? [r.resource_id] : [])))],
      ),
      hiddenOnce(),
    ]);
    const shown: Shown[] = [];
    // Entries that name nobody stand while what they say is still so (an undone decision is not).
    const naming = records.filter((record) => {
      if (record.kind === 'reminder') shown.push({ record, wording: { named: null } });
      if (record.kind !== 'moderation') return true;
      const outcome = record.outcome;
      if (!outcome) return false;
      if (record.resource_id) {
        const place = resources.get(record.resource_id);
        if (place && place.suggested_by === owner && place.status === RESOURCE_STATUS_OF[outcome])
          shown.push({ record, wording: { named: null, place: place.name } });
      } else {
        const post = posts.get(record.post_id ?? '');
        if (post && (post.status ?? 'published') === POST_STATUS_OF[outcome])
          shown.push({ record, wording: { named: null } });
      }
      return false;
    });
    // What they are about is still there for the owner, and someone not kept apart is on them.
    const alive = naming.flatMap((record) => {
      if (!namesPeople(record.kind)) return [];
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
    const people = names
      ? // Hot: every write of a profile drops this process's copy (profile.ts, deletion.ts, ...).
        await seam.findHotByIds<NamedDoc>(
          Profile,
          objectIdTexts(alive.flatMap(({ visible }) => visible.slice(0, NAME_CANDIDATES))),
        )
      : null;
    for (const { record, visible } of alive) {
      const first = people
        ? visible.slice(0, NAME_CANDIDATES).find((a) => people.has(a))
        : visible[0];
      if (!first) continue;
      const pastKept = Math.max(0, record.actor_count - record.actors.length);
      shown.push({
        record,
        wording: {
          named: { id: first, name: shownName(people?.get(first)?.display_name) },
          others: Math.max(0, visible.length - 1 + pastKept),
        },
      });
    }
    // Newest first, as they came.
    const order = new Map(records.map((r, i) => [r._id, i]));
    return shown.sort((a, b) => order.get(a.record._id)! - order.get(b.record._id)!);
  }

  /** The entries of these references that are current (the reference at the entry's `pos`). */
  async function current(refs: Ref<IdRef>[]): Promise<Map<number, NotificationRecord>> {
    // Hot: every write of an entry drops it from this process's copies (record.ts).
    const found = await seam.findHotByIds<NotificationRecord>(
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

  /**
   * What one answer reads of the owner's notifications, each once however many parts of it use
   * it (a page and its unread count): the state, the list's count and pages, who is hidden.
   */
  function reading(owner: string, known: { state?: StateDoc } = {}) {
    let state: Promise<StateDoc> | null = known.state ? Promise.resolve(known.state) : null;
    let hidden: Promise<ReadonlySet<string>> | null = null;
    return {
      state: () => (state ??= states.hot(owner).then((s) => s ?? { _id: owner })),
      list: listView(owner),
      hidden: () => (hidden ??= deps.blocks.hiddenFor(owner)),
    };
  }
  type Reading = ReturnType<typeof reading>;

  /** Unread entries the owner may see, counted up to UNREAD_COUNT_MAX. */
  async function unreadCount(owner: string, read: Reading = reading(owner)): Promise<number> {
    const [state, total] = await Promise.all([read.state(), read.list.count()]);
    const readThrough = state.read_through ?? 0;
    const newer = total - readThrough;
    if (newer <= 0) return 0;
    const { items } = await read.list.collect<IdRef, true>({
      limit: UNREAD_COUNT_MAX,
      // Only what was placed after 'Mark all as read' can be unread.
      maxScan: Math.min(newer, UNREAD_SCAN_MAX),
      keep: async (refs) => {
        const entries = await current(refs.filter((r) => r.pos >= readThrough));
        const unread = [...entries.values()].filter((r) => isUnread(r, readThrough));
        const shown = await showable(owner, unread, { names: false, hidden: read.hidden });
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

  const stateKey = (owner: string) => `notification_state:${owner}`;

  /**
   * `entryId` changed (`result`): the owner's open apps get the new count and, when it came to
   * the top as news, their devices a push.
   */
  function news(owner: string, result: SyncResult, entryId: string): void {
    if (result === 'kept') return;
    announce(owner);
    if (result === 'moved') deps.later('notifications.push', deliver(owner, entryId));
  }

  /**
   * Pushes an entry to the owner's devices: what kind of thing happened, or with previews on what
   * the app says; during quiet hours it is held until they end (the entry is in the app at once).
   */
  async function deliver(owner: string, entryId: string): Promise<void> {
    if (!(await deps.push.hasDevices(owner))) return;
    const record = await Notification.findById(entryId).lean<NotificationRecord>();
    const hidden = () => deps.blocks.hiddenFor(owner);
    const [shown] = record ? await showable(owner, [record], { hidden }) : [];
    if (!record || !shown) return;
    const prefs = await preferencesOf(owner);
    if (inQuietHours(now(), prefs.quiet_hours, prefs.time_zone)) return hold(owner, prefs);
    await deps.push.send(owner, {
      title: PUSH_TITLE,
      body: prefs.previews ? textOf(record, shown.wording) : PRIVATE_PUSH_TEXT[record.kind],
      link: linkOf(record, shown.wording.named?.id ?? null),
      tag: entryId,
    });
  }

  /** Holds pushes until the owner's quiet hours end: then one says how many are new. */
  async function hold(owner: string, prefs: NotificationPreferences): Promise<void> {
    if (!prefs.quiet_hours) return;
    const end = nextAt(now(), prefs.quiet_hours.end, prefs.time_zone);
    // The job first: a job whose minute the state does not name does nothing, while a state
    // naming a minute with no job would hold pushes for good.
    const key = await deps.due.schedule(end, `release:${owner}`);
    await seam.serialize(stateKey(owner), () =>
      states.write(owner, () =>
        NotificationState.updateOne(
          { _id: owner },
          { $set: { release_due: key } },
          { upsert: true },
        ),
      ),
    );
  }

  /** Quiet hours ended (`key`): one push for what came during them, if any is still unread. */
  async function release(owner: string, key: string): Promise<void> {
    const claimed = await seam.serialize(stateKey(owner), async () => {
      const state = await readState(owner);
      if (state.release_due !== key) return false; // held again for a later end meanwhile
      await states.write(owner, () =>
        NotificationState.updateOne(seam.stillAsRead(owner, { release_due: key }), {
          $set: { release_due: null },
        }),
      );
      return true;
    });
    if (!claimed) return;
    const prefs = await preferencesOf(owner);
    if (inQuietHours(now(), prefs.quiet_hours, prefs.time_zone)) return hold(owner, prefs);
    const count = await unreadCount(owner);
    if (count === 0) return;
    const many = count >= UNREAD_COUNT_MAX ? `${UNREAD_COUNT_MAX - 1}+` : String(count);
    const message: PushMessage = {
      title: PUSH_TITLE,
      body: count === 1 ? 'You have a new notification' : `You have ${many} new notifications`,
      link: '/notifications',
      tag: 'held',
    };
    await deps.push.send(owner, message);
  }

  /**
   * The reminder due at `key`, taken once: the same write that takes it marks the day reminded
   * and names the next one, whose job is put first (a job the state does not name does nothing,
   * while a state naming no minute would end the reminders for good). Of several processes one
   * takes it, and a save that moved or ended it meanwhile wins. It is sent unless a device
   * reported that day's check-in or it is over an hour late (the server was down).
   */
  async function remind(owner: string, key: string): Promise<void> {
    const at = minuteStart(key);
    const taken = await seam.serialize(stateKey(owner), async () => {
      const state = await readState(owner);
      if (state.reminder_due !== key) return null; // planned again since (a new time, or off)
      const prefs = preferencesIn(state);
      if (!prefs.reminders) return null;
      const day = localDate(at, prefs.time_zone);
      const after = new Date(Math.max(now().getTime(), at.getTime()));
      const next = reminderAfter(prefs, { ...state, reminded_on: day }, after);
      const nextKey = next ? await deps.due.schedule(next, `reminder:${owner}`) : null;
      const done = await states.write(owner, () =>
        NotificationState.updateOne(seam.stillAsRead(owner, { reminder_due: key }), {
          $set: { reminder_due: nextKey, reminded_on: day },
        }),
      );
      return done.matchedCount === 1 ? { day, checkedIn: state.checked_in_on === day } : null;
    });
    if (!taken) return;
    if (now().getTime() - at.getTime() > REMINDER_LATE_MS || taken.checkedIn) return;
    const result = await record.place(owner, 'reminder', taken.day, {});
    news(owner, result, notificationId(owner, 'reminder', taken.day));
  }

  /**
   * 'Mark all as read': `read_through` raised to the list's end, never lowered. Answers the
   * state as it now stands.
   */
  async function readThroughEnd(owner: string): Promise<StateDoc> {
    const end = await listView(owner).count();
    return seam.serialize(stateKey(owner), async () => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        // The hot copy is the state as stored: on FerretDB this process's writes of it run under
        // this lock and forget the copy (state.ts); on MongoDB it is read afresh, and the filter
        // below checks it. So a second tap, with nothing placed since, reads and writes nothing.
        const state = await states.hot(owner);
        const was = state?.read_through ?? 0;
        if (was >= end) return state ?? { _id: owner };
        // The field has a default of 0; a document written without it is matched by null.
        const done = await states.write(owner, () =>
          state
            ? NotificationState.updateOne(
                seam.stillAsRead(owner, { read_through: state.read_through ?? null }),
                { $set: { read_through: end } },
              )
            : NotificationState.updateOne(
                { _id: owner },
                { $setOnInsert: { read_through: end } },
                { upsert: true },
              ),
        );
        // Where the state was missing, only an insert wrote it: one made by another write
        // meanwhile (preferences, a device) is matched but left as it was, so read it again.
        if (state ? done.matchedCount === 1 : done.upsertedCount === 1)
          return { ...(state ?? { _id: owner }), read_through: end };
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
      const read = reading(owner);
      const [state] = await Promise.all([read.state(), read.list.count()]);
      const readThrough = state.read_through ?? 0;
      const [{ items, next }, unread] = await Promise.all([
        read.list.collect<IdRef, AppNotification>({
          before,
          limit: NOTIFICATIONS_PAGE_SIZE,
          keep: async (refs) => {
            const entries = await current(refs);
            const shown = await showable(owner, [...entries.values()], { hidden: read.hidden });
            return shown.map((s) => ({
              pos: s.record.pos,
              item: presentNotification(s.record, s.wording, isUnread(s.record, readThrough)),
            }));
          },
        }),
        unreadCount(owner, read),
      ]);
      return { notifications: items, unread_count: unread, next_cursor: cursorOf(next) };
    },

    unreadCount: (owner: string) => unreadCount(owner),

    /**
     * Marks the owner's entries read: these (ids of others' entries or of none are passed over:
     * there is nothing of the owner's to mark), or all of them. Answers the unread count after.
     */
    async markRead(owner: string, which: { ids?: string[]; all?: true }): Promise<number> {
      // After marking all, the state is as just written; the list is read again for entries
      // placed meanwhile.
      let state: StateDoc | undefined;
      if (which.all) state = await readThroughEnd(owner);
      else {
        const own = [...new Set(which.ids ?? [])].filter((id) => id.startsWith(`${owner}:`));
        for (const id of own)
          await seam.serialize(`notification:${id}`, async () => {
            seam.forget(Notification, id);
            try {
              await Notification.updateOne({ _id: id }, { $set: { read: true } });
            } finally {
              seam.forget(Notification, id);
            }
          });
      }
      const count = await unreadCount(owner, reading(owner, { state }));
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
      const saved: NotificationPreferences = { ...preferences, time_zone };
      // The reminder is planned in the same write as the preferences it follows, so a reminder
      // running at that moment (which plans the next one only where none is planned) cannot
      // leave one from the old ones behind.
      await seam.serialize(stateKey(owner), async () => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const stored = await NotificationState.findById(owner).lean<StateDoc>();
          // A reminder due but not yet taken (the scheduler looks four times a minute) is planned
          // again as it was, unless the new time says otherwise: a save in that moment does not
          // cost the day's reminder.
          const pending = stored?.reminder_due ? minuteStart(stored.reminder_due) : null;
          const from = pending && pending <= now() ? new Date(pending.getTime() - 1) : now();
          const next = reminderAfter(saved, stored ?? { _id: owner }, from);
          // The job before the state names its minute: should this stop between the two, a job
          // the state does not name does nothing, while a state naming a minute with no job
          // would end the reminders for good.
          const nextKey = next ? await deps.due.schedule(next, `reminder:${owner}`) : null;
          const update = {
            $set: {
              preferences: saved,
              reminder_due: nextKey,
              // Kept only for the reminder: turned off, the server forgets it.
              ...(saved.reminders ? {} : { checked_in_on: null }),
            },
          };
          // Planned from the day last reminded: should a reminder be taken meanwhile, read again.
          const done = await states.write(owner, () =>
            stored
              ? NotificationState.updateOne(
                  seam.stillAsRead(owner, { reminded_on: stored.reminded_on ?? null }),
                  update,
                )
              : NotificationState.updateOne({ _id: owner }, update, { upsert: true }),
          );
          if (done.matchedCount === 1 || done.upsertedCount === 1) return;
        }
        throw new Error(
          `notification preferences of ${owner}: changed by others ${ATTEMPTS} times in a row`,
        );
      });
      return saved;
    },

    /**
     * A device of the owner's reports their check-in on `date` (their own date): that day's
     * reminder is skipped. Only the latest date is kept, and only while reminders are on.
     */
    async reportCheckIn(owner: string, date: string): Promise<void> {
      // Kept only for a reminder: without one, the server has no reason to know. The write holds
      // only while they are on, so a save turning them off at the same moment is not undone.
      await seam.serialize(stateKey(owner), async () => {
        if (!(await preferencesOf(owner)).reminders) return;
        await states.write(owner, () =>
          NotificationState.updateOne(seam.stillAsRead(owner, { 'preferences.reminders': true }), {
            $max: { checked_in_on: date },
          }),
        );
      });
    },

    /** Runs a job the scheduler found due at `key` (bff/services/notifications/schedule.ts). */
    async runDue(job: string, key: string): Promise<void> {
      const [what, owner] = job.split(':') as [string, string | undefined];
      if (!owner) throw new Error(`notification job ${job}: no person`);
      if (what === 'reminder') return remind(owner, key);
      if (what === 'release') return release(owner, key);
      throw new Error(`notification job ${job}: unknown`);
    },

    /** A moderator decided about `owner`'s post or suggested place (`subject`). */
    async moderated(
      owner: string,
      subject: { post_id: string } | { resource_id: string },
      outcome: ModerationOutcome,
    ) {
      const key =
        'post_id' in subject ? `post-${subject.post_id}` : `resource-${subject.resource_id}`;
      const result = await record.place(owner, 'moderation', key, { ...subject, outcome });
      news(owner, result, notificationId(owner, 'moderation', key));
    },

    /** Someone commented on a post of `owner`. */
    async commented(owner: string, actor: string, postId: string, commentId: string) {
      const subject = { post_id: postId, comment_id: commentId };
      const done = await record.sync(owner, 'comment', commentId, actor, subject, always);
      news(owner, done, notificationId(owner, 'comment', commentId));
    },

    /**
     * Someone's reaction to a post of `owner` was given or taken back: the entry follows whether
     * their reaction is there now (a changed one is neither).
     */
    async reactionChanged(owner: string, actor: string, postId: string) {
      const there = async () =>
        (await Reaction.findById(reactionId(postId, actor), { _id: 1 }).lean()) !== null;
      const done = await record.sync(owner, 'reactions', postId, actor, { post_id: postId }, there);
      news(owner, done, notificationId(owner, 'reactions', postId));
    },

    /** A peer answered the support request `requestId` of `owner`. */
    async supportAnswered(owner: string, actor: string, requestId: string) {
      const subject = { request_id: requestId };
      const done = await record.sync(owner, 'support_response', requestId, actor, subject, always);
      news(owner, done, notificationId(owner, 'support_response', requestId));
    },

    /**
     * `userId`'s account is being erased: their own list, entries and preferences go, and they
     * are taken off every entry of others that names them.
     */
    async erase(userId: string): Promise<void> {
      await lists.remove(listOf(userId));
      await Notification.deleteMany({ _id: startingWith(`${userId}:`) });
      await deps.push.forgetAll(userId);
      await seam.serialize(stateKey(userId), () =>
        states.write(userId, () => NotificationState.deleteOne({ _id: userId })),
      );
      await record.forgetActor(userId);
    },
  };
}
export type NotificationService = ReturnType<typeof notificationService>;
