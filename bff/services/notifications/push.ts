import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import {
  PUSH_DEVICES_MAX,
  type PushMessage,
  type PushSubscriptionInput,
} from '../../../contract/notifications';
import type { EngineSeam } from '../../db/seam';
import { badRequest } from '../../errors';
import type { Logger } from '../../logger';
import type { Models } from '../../models';
import { notificationStates } from './state';

/** The server's VAPID identity: who sends the pushes (bff/vapid.ts). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services may reach the operator at. */
  subject: string;
}

interface SubscriptionDoc {
  _id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps a push for a phone that is off, in seconds. */
const PUSH_TTL_SECONDS = 24 * 3600;
/** A push service that has not answered by then is given up on for this push (logged). */
const PUSH_TIMEOUT_MS = 10_000;

/** The subscription's id: the same device subscribing again is the same document. */
export const subscriptionId = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url');

/**
 * Whether an endpoint may be a push service's: a public host name. The server POSTs to it, so an
 * address on the server's own network (an IP literal, localhost, .local, .internal) is refused.
 */
export function isPublicPushEndpoint(endpoint: string): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  if (!host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal|lan|home|corp|intranet)$/.test(host);
}

/** A push service's answer that the subscription is gone for good (RFC 8030: 404, 410). */
const gone = (err: unknown) =>
  err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410);

/**
 * Web Push (docs/notifications.md, On the phone): each person's devices' subscriptions, and the
 * sending of a push to all of them with the `web-push` library, which encrypts the payload for
 * each device (RFC 8291) and signs the request with the server's VAPID key (RFC 8292). A device
 * whose push service answers that the subscription is gone is forgotten.
 */
export function pushDevices(
  models: Models,
  seam: EngineSeam,
  deps: {
    vapid: VapidKeys | null;
    log: Pick<Logger, 'warn'>;
    /** The HTTPS agent for push services (tests trust their local one through it). */
    agent?: Agent;
    /** Tests' push service is on this machine; everywhere else only public hosts are taken. */
    allowLocalEndpoints?: boolean;
  },
) {
  const { PushSubscription, NotificationState } = models;
  const states = notificationStates(NotificationState, seam);
  const stateKey = (userId: string) => `notification_state:${userId}`;

  /** Forgets these subscriptions of `userId` (one that became someone else's stays theirs). */
  async function forget(userId: string, ids: string[]): Promise<void> {
    for (const id of ids) {
      await seam.serialize(`push:${id}`, () =>
        PushSubscription.deleteOne(seam.stillAsRead(id, { user_id: userId })),
      );
      // One exact `$pull` each: FerretDB 1.24 does not apply `$pull` with `$in`.
      await seam.serialize(stateKey(userId), () =>
        states.write(userId, () =>
          NotificationState.updateOne({ _id: userId }, { $pull: { push_ids: id } }),
        ),
      );
    }
  }

  async function idsOf(userId: string): Promise<string[]> {
    const state = await NotificationState.findById(userId, { push_ids: 1 }).lean<{
      push_ids?: string[];
    }>();
    return state?.push_ids ?? [];
  }

  return {
    /** The public key browsers subscribe with; null when this server has no VAPID keys. */
    publicKey: () => deps.vapid?.publicKey ?? null,

    /**
     * Keeps this device's subscription for `userId`. A device that was someone else's (another
     * person signed in on it) is theirs no more; beyond PUSH_DEVICES_MAX the oldest is forgotten.
     */
    async subscribe(userId: string, input: PushSubscriptionInput): Promise<void> {
      if (!deps.allowLocalEndpoints && !isPublicPushEndpoint(input.endpoint))
        throw badRequest("endpoint must be a push service's address.");
      const _id = subscriptionId(input.endpoint);
      const before = await seam.serialize(`push:${_id}`, async () => {
        const was = await PushSubscription.findById(_id, { user_id: 1 }).lean<{
          user_id: string;
        }>();
        await PushSubscription.updateOne(
          { _id },
          {
            $set: {
              user_id: userId,
              endpoint: input.endpoint,
              p256dh: input.keys.p256dh,
              auth: input.keys.auth,
            },
            $setOnInsert: { created_at: new Date() },
          },
          { upsert: true },
        );
        return was;
      });
      // The device was someone else's: off their list (its document is this person's now).
      if (before && before.user_id !== userId)
        await seam.serialize(stateKey(before.user_id), () =>
          states.write(before.user_id, () =>
            NotificationState.updateOne({ _id: before.user_id }, { $pull: { push_ids: _id } }),
          ),
        );
      const ids = await seam.serialize(stateKey(userId), async () => {
        await states.write(userId, () =>
          NotificationState.updateOne(
            { _id: userId },
            { $addToSet: { push_ids: _id } },
            { upsert: true },
          ),
        );
        return idsOf(userId);
      });
      await forget(userId, ids.slice(0, Math.max(0, ids.length - PUSH_DEVICES_MAX)));
    },

    /** Forgets this device's subscription of `userId` (they turned pushes off on it). */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await forget(userId, [subscriptionId(endpoint)]);
    },

    /** Forgets every device of `userId` (their account is being erased). */
    async forgetAll(userId: string): Promise<void> {
      await forget(userId, await idsOf(userId));
    },

    /** Does `userId` get pushes on any device? */
    async hasDevices(userId: string): Promise<boolean> {
      return deps.vapid !== null && (await idsOf(userId)).length > 0;
    },

    /**
     * Sends `message` to every device of `userId`. A failure of one device is logged and does
     * not stop the others; a device whose subscription is gone is forgotten. Answers how many
     * devices the push service accepted it for.
     */
    async send(userId: string, message: PushMessage): Promise<number> {
      const vapid = deps.vapid;
      if (!vapid) return 0;
      const subs = await seam.findByIds<SubscriptionDoc>(PushSubscription, await idsOf(userId));
      const goneIds: string[] = [];
      let sent = 0;
      await Promise.all(
        [...subs.values()].map(async (sub) => {
          try {
            await webpush.sendNotification(
              { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
              JSON.stringify(message),
              {
                vapidDetails: vapid,
                TTL: PUSH_TTL_SECONDS,
                urgency: 'normal',
                // One per thing on the push service too: a newer push of it replaces an older.
                topic: createHash('sha256').update(message.tag).digest('base64url').slice(0, 32),
                timeout: PUSH_TIMEOUT_MS,
                ...(deps.agent ? { agent: deps.agent } : {}),
              },
            );
            sent++;
          } catch (err) {
            if (gone(err)) goneIds.push(sub._id);
            else
              deps.log.warn('push_not_sent', {
                user: userId,
                status: err instanceof webpush.WebPushError ? err.statusCode : null,
                error: (err as Error).message,
              });
          }
        }),
      );
      await forget(userId, goneIds);
      return sent;
    },
  };
}
export type PushDevices = ReturnType<typeof pushDevices>;
