import type { Presence } from '../../contract/messages';
import { outsideBudget } from '../db/deadline';
import type { Background } from '../background';
import type { EventHub } from '../events/hub';
import type { Models } from '../models';
import type { EngineSeam } from '../db/seam';

/** A reload closes and reopens the stream within a moment: only a longer absence is 'offline'. */
export const OFFLINE_AFTER_MS = 5_000;
/** Other processes repeat who is online this often; an entry not repeated twice is dropped. */
export const PRESENCE_REFRESH_MS = 30_000;
const LAST_SEEN_CACHE = 10_000;

/**
 * Online now or last seen, from the server, not made up (docs/product.md, Typing and presence).
 * A person is online while they have a live stream (GET /api/events) on any BFF process: each
 * process knows its own streams and hears the others' through the event bus (a presence event
 * to the person themself, repeated every PRESENCE_REFRESH_MS). When the last stream closes for
 * longer than OFFLINE_AFTER_MS, 'last seen' is stored (collection `presence`, by `_id`) and the
 * people they have threads with are told.
 */
export function presenceService(
  models: Models,
  seam: EngineSeam,
  hub: EventHub,
  peersOf: (userId: string) => Promise<string[]>,
  jobs: Background,
  offlineAfterMs = OFFLINE_AFTER_MS,
) {
  const { Presence: PresenceModel } = models;
  /** Online on another process, until when (ms). */
  const remote = new Map<string, number>();
  /** Last seen, as read or heard; null: never recorded. LRU by insertion order. */
  const lastSeen = new Map<string, Date | null>();
  const goingOffline = new Map<string, NodeJS.Timeout>();

  const remember = (userId: string, at: Date | null) => {
    lastSeen.delete(userId);
    lastSeen.set(userId, at);
    if (lastSeen.size > LAST_SEEN_CACHE) lastSeen.delete(lastSeen.keys().next().value!);
  };
  const isOnline = (userId: string) =>
    hub.hasStream(userId) || (remote.get(userId) ?? 0) > Date.now();

  async function announce(userId: string, presence: Presence) {
    const peers = await peersOf(userId);
    // The person themself is on `to` too: that is how other processes learn who is online.
    await hub.publish({
      to: [userId, ...peers],
      type: 'presence',
      data: { user_id: userId, presence },
    });
  }

  // Hear presence from the other processes (and from this one: harmless).
  const unsubscribe = hub.subscribeAll((event) => {
    if (event.type !== 'presence') return;
    const { user_id, presence } = event.data;
    if (presence.online) {
      remote.set(user_id, Date.now() + 2 * PRESENCE_REFRESH_MS);
    } else {
      remote.delete(user_id);
      remember(user_id, presence.last_seen ? new Date(presence.last_seen) : null);
    }
  });
  const refresh = setInterval(() => {
    for (const userId of hub.connected())
      void jobs.run(
        'presence.refresh',
        hub.publish({
          to: [userId],
          type: 'presence',
          data: { user_id: userId, presence: { online: true, last_seen: null } },
        }),
      );
  }, PRESENCE_REFRESH_MS);
  refresh.unref();

  return {
    /** A stream opened (`first`: the person's first on this process). */
    connected(userId: string, first: boolean): void {
      const pending = goingOffline.get(userId);
      if (pending) {
        clearTimeout(pending);
        goingOffline.delete(userId);
        return; // back within the grace period: nobody was told they left
      }
      if (first && !remote.has(userId))
        void jobs.run('presence.online', announce(userId, { online: true, last_seen: null }));
    },

    /** A stream closed; `last`: it was the person's last on this process. */
    disconnected(userId: string, last: boolean): void {
      if (!last || goingOffline.has(userId)) return;
      // Outside any request's time limit: the stream's request ended long ago.
      const timer = outsideBudget(() =>
        setTimeout(() => {
          goingOffline.delete(userId);
          if (hub.hasStream(userId)) return;
          const at = new Date();
          remember(userId, at);
          void jobs.run(
            'presence.offline',
            seam
              .serialize(`presence:${userId}`, () =>
                PresenceModel.updateOne(
                  { _id: userId },
                  { $set: { last_seen: at } },
                  { upsert: true },
                ),
              )
              .then(() => announce(userId, { online: false, last_seen: at.toISOString() })),
          );
        }, offlineAfterMs),
      );
      timer.unref();
      goingOffline.set(userId, timer);
    },

    /** Presence of these people: memory first, then one read by `_id` per person not yet known. */
    async of(userIds: readonly string[]): Promise<Map<string, Presence>> {
      const unknown = userIds.filter((id) => !isOnline(id) && !lastSeen.has(id));
      if (unknown.length > 0) {
        const docs = await seam.findByIds<{ _id: string; last_seen: Date }>(PresenceModel, unknown);
        for (const id of unknown) remember(id, docs.get(id)?.last_seen ?? null);
      }
      return new Map(
        userIds.map((id) => [
          id,
          isOnline(id)
            ? { online: true, last_seen: null }
            : { online: false, last_seen: lastSeen.get(id)?.toISOString() ?? null },
        ]),
      );
    },

    close(): void {
      unsubscribe();
      clearInterval(refresh);
      for (const timer of goingOffline.values()) clearTimeout(timer);
      goingOffline.clear();
    },
  };
}
export type PresenceService = ReturnType<typeof presenceService>;
