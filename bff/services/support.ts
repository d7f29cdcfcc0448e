import { Types } from 'mongoose';
import {
  RESPONSE_OPENER,
  SUPPORT_REQUEST_MAX_PEERS,
  SUPPORT_REQUEST_TTL_MS,
  type IncomingSupportRequest,
  type SupportRequest,
} from '../../contract/support';
import { RADIUS_DEFAULT } from '../../contract/profile';
import { distanceMiles } from '../../domain/map/distance';
import { shownName } from '../../domain/profile/displayName';
import type { SignedInUser } from '../viewer';
import { anyOf } from '../db/filters';
import type { EngineSeam } from '../db/seam';
import { conflict, supportRequestNotFound } from '../errors';
import type { Background } from '../background';
import type { EventHub } from '../events/hub';
import type { Models } from '../models';
import { assertProfileComplete, reachable } from '../policies/profile';
import type { SupportRequestDoc } from '../models/support';
import type { BlockService } from './blocks';
import type { MessageService } from './messages';

interface ProfileLike {
  _id: unknown;
  display_name?: string | null;
  support_status?: string | null;
  recovery_type?: string | null;
  accept_messages?: boolean | null;
  location_visible?: boolean | null;
  support_radius?: number | null;
  area_latitude?: number | null;
  area_longitude?: number | null;
}
type RequestDoc = SupportRequestDoc & { _id: Types.ObjectId };

const SUPPORTERS = 'supporters';
const offersSupport = (p: ProfileLike | null | undefined) =>
  !!p &&
  reachable(p) &&
  (p.support_status === 'giving' || p.support_status === 'both') &&
  p.accept_messages !== false;
const areaOf = (p: ProfileLike) =>
  typeof p.area_latitude === 'number' && typeof p.area_longitude === 'number'
    ? { latitude: p.area_latitude, longitude: p.area_longitude }
    : null;
const statusOf = (r: RequestDoc, now = Date.now()): SupportRequest['status'] =>
  r.closed_at ? 'closed' : new Date(r.expires_at).getTime() <= now ? 'expired' : 'open';

/**
 * 'Request Peer Support' (docs/product.md, Peer support requests): up to 20 nearest people who
 * offer support are told live (support_status giving or both, accepting messages, no block either
 * way; within their own radius when both shared an area, otherwise anyone); they answer into a
 * conversation. One open request per person; each ends after 2 hours or when closed.
 */
export function supportService(
  models: Models,
  seam: EngineSeam,
  deps: { hub: EventHub; blocks: BlockService; messages: MessageService; jobs: Background },
) {
  const { Profile, Listing, SupportRequest: Requests, SupportState } = models;
  const { hub, blocks, messages, jobs } = deps;

  const profile = async (id: string) =>
    (await Profile.findById(new Types.ObjectId(id)).lean()) as ProfileLike | null;
  const state = async (id: string) =>
    (await SupportState.findById(id).lean()) as { own?: string | null; incoming?: string[] } | null;
  const updateState = (id: string, update: Record<string, unknown>) =>
    seam.serialize(`support_state:${id}`, () =>
      SupportState.updateOne({ _id: id }, update, { upsert: true }),
    );
  const readRequest = async (id: string) =>
    Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id)
      ? ((await Requests.findById(id).lean()) as RequestDoc | null)
      : null;

  const present = (r: RequestDoc): SupportRequest => ({
    id: String(r._id),
    message: r.message ?? '',
    created_at: new Date(r.created_at).toISOString(),
    expires_at: new Date(r.expires_at).toISOString(),
    notified: r.targets?.length ?? 0,
    responded: r.responders?.length ?? 0,
    status: statusOf(r),
  });
  const presentIncoming = (
    r: RequestDoc,
    name: string,
    viewerId: string,
  ): IncomingSupportRequest => ({
    id: String(r._id),
    requester_id: r.requester_id,
    requester_name: name,
    message: r.message ?? '',
    created_at: new Date(r.created_at).toISOString(),
    expires_at: new Date(r.expires_at).toISOString(),
    responded: (r.responders ?? []).includes(viewerId),
  });

  async function mine(userId: string): Promise<SupportRequest | null> {
    const own = (await state(userId))?.own;
    const r = own ? await readRequest(own) : null;
    return r && statusOf(r) === 'open' ? present(r) : null;
  }

  /**
   * Why this person may not ask now (checked before the daily limit counts an attempt, and
   * again when the request is made): an incomplete profile, messages off, an open request.
   */
  async function assertMayAsk(userId: string): Promise<ProfileLike> {
    const me = await profile(userId);
    assertProfileComplete(me, 'askForSupport');
    if (me!.accept_messages === false)
      throw conflict(
        "Peers answer through messages: turn on 'Accept messages from peers' in your profile first.",
        'support_needs_messages',
      );
    if (await mine(userId))
      throw conflict(
        'You already have an open support request. Close it before asking again.',
        'support_request_open',
      );
    return me!;
  }

  /** The nearest peers who may be told, at most SUPPORT_REQUEST_MAX_PEERS. */
  async function targetsFor(requesterId: string, requester: ProfileLike): Promise<string[]> {
    const [listed, hidden] = await Promise.all([
      Listing.findById(SUPPORTERS).lean() as Promise<{ ids?: string[] } | null>,
      blocks.hiddenFor(requesterId),
    ]);
    const ids = (listed?.ids ?? []).filter((id) => id !== requesterId && !hidden.has(id));
    const found = await seam.findByIds<ProfileLike>(
      Profile,
      ids.map((id) => new Types.ObjectId(id)),
    );
    // The requester's area counts only if they show it on the map: otherwise a supporter with a
    // small radius would learn how near they are.
    const mine = requester.location_visible === false ? null : areaOf(requester);
    const ranked: { id: string; miles: number }[] = [];
    for (const id of ids) {
      const p = found.get(id);
      if (!offersSupport(p)) continue;
      const theirs = areaOf(p!);
      if (mine && theirs) {
        const miles = distanceMiles(mine, theirs);
        if (miles <= (p!.support_radius ?? RADIUS_DEFAULT)) ranked.push({ id, miles });
      } else {
        // Either has not shared an area: anyone, after everyone known to be near.
        ranked.push({ id, miles: Number.POSITIVE_INFINITY });
      }
    }
    // Ties (everyone without an area) in random order, so the first supporters to join are not
    // told of every request.
    for (let i = ranked.length - 1; i > 0; i--) {
      const k = Math.floor(Math.random() * (i + 1));
      [ranked[i], ranked[k]] = [ranked[k]!, ranked[i]!];
    }
    return ranked
      .sort((a, b) => a.miles - b.miles)
      .slice(0, SUPPORT_REQUEST_MAX_PEERS)
      .map((r) => r.id);
  }

  return {
    /** Keeps the supporters list in step with a saved profile (a ProfileFollower). */
    async syncSupporter(userId: string): Promise<void> {
      const offers = offersSupport(await profile(userId));
      await seam.serialize(`listing:${SUPPORTERS}`, () =>
        Listing.updateOne(
          { _id: SUPPORTERS },
          offers ? { $addToSet: { ids: userId } } : { $pull: { ids: userId } },
          { upsert: true },
        ),
      );
    },

    /** Once, when the list does not exist yet: everyone who offers support now (a migration). */
    async backfillSupporters(): Promise<void> {
      if (await Listing.exists({ _id: SUPPORTERS })) return;
      const ids = (
        (await Profile.find(
          { support_status: anyOf(['giving', 'both']) },
          { _id: 1, support_status: 1, recovery_type: 1, accept_messages: 1 },
        ).lean()) as ProfileLike[]
      )
        .filter(offersSupport)
        .map((p) => String(p._id));
      // One at a time, so a profile saved meanwhile (which writes the list too) loses nothing.
      for (const id of ids)
        await seam.serialize(`listing:${SUPPORTERS}`, () =>
          Listing.updateOne({ _id: SUPPORTERS }, { $addToSet: { ids: id } }, { upsert: true }),
        );
    },

    /** The person's open request, or null. */
    mine,

    assertMayAsk,

    async create(viewer: SignedInUser, message: string): Promise<SupportRequest> {
      return seam.serialize(`support_request:${viewer.id}`, async () => {
        const me = await assertMayAsk(viewer.id);
        const targets = await targetsFor(viewer.id, me);
        const now = Date.now();
        const doc = (await Requests.create({
          requester_id: viewer.id,
          message,
          targets,
          created_at: new Date(now),
          expires_at: new Date(now + SUPPORT_REQUEST_TTL_MS),
        })) as unknown as { toObject: () => RequestDoc };
        const r = doc.toObject();
        const id = String(r._id);
        await updateState(viewer.id, { $set: { own: id } });
        await Promise.all(targets.map((t) => updateState(t, { $addToSet: { incoming: id } })));
        // Stored is what counts: a failed telling is logged, and peers see it on their next load.
        if (targets.length > 0)
          await jobs.run(
            'support.live',
            hub.publish({
              to: targets,
              type: 'support_request',
              data: presentIncoming(r, shownName(me.display_name), ''),
            }),
          );
        return present(r);
      });
    },

    async close(userId: string, id: string): Promise<SupportRequest> {
      const r = await readRequest(id);
      if (!r || r.requester_id !== userId) throw supportRequestNotFound();
      if (statusOf(r) === 'open') {
        r.closed_at = new Date();
        await Requests.updateOne({ _id: r._id }, { $set: { closed_at: r.closed_at } });
        if ((r.targets ?? []).length > 0)
          await jobs.run(
            'support.live',
            hub.publish({ to: r.targets, type: 'support_request_closed', data: { id } }),
          );
      }
      // Only this request: closing an old one (a stale tab) never hides a newer open one.
      if ((await state(userId))?.own === id) await updateState(userId, { $set: { own: null } });
      return present(r);
    },

    /** The open requests this person was told of, newest first; ended ones are dropped. */
    async incoming(userId: string): Promise<IncomingSupportRequest[]> {
      const ids = (await state(userId))?.incoming ?? [];
      if (ids.length === 0) return [];
      const [found, hidden] = await Promise.all([
        seam.findByIds<RequestDoc>(
          Requests,
          ids.map((id) => new Types.ObjectId(id)),
        ),
        blocks.hiddenFor(userId),
      ]);
      const open = ids
        .map((id) => found.get(id))
        .filter((r): r is RequestDoc => !!r && statusOf(r) === 'open');
      const ended = ids.filter((id) => !open.some((r) => String(r._id) === id));
      for (const id of ended) await updateState(userId, { $pull: { incoming: id } });
      const shown = open.filter((r) => !hidden.has(r.requester_id));
      const names = await seam.findByIds<ProfileLike>(
        Profile,
        shown.map((r) => new Types.ObjectId(r.requester_id)),
      );
      return shown
        .map((r) => presentIncoming(r, shownName(names.get(r.requester_id)?.display_name), userId))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
    },

    /** A peer answers: the opener is sent in their name and the requester is told. */
    async respond(viewer: SignedInUser, id: string): Promise<{ requester_id: string }> {
      const r = await readRequest(id);
      if (!r || !(r.targets ?? []).includes(viewer.id)) throw supportRequestNotFound();
      if ((await blocks.hiddenFor(viewer.id)).has(r.requester_id)) throw supportRequestNotFound();
      if (statusOf(r) !== 'open')
        throw conflict('This support request has ended.', 'support_request_ended');
      // Marked first and atomically, so two taps (or tabs) send the opener once.
      const before = (await seam.serialize(`support_request_doc:${id}`, () =>
        Requests.findOneAndUpdate(
          { _id: r._id },
          { $addToSet: { responders: viewer.id } },
          { returnDocument: 'before' },
        ).lean(),
      )) as RequestDoc | null;
      if (!(before?.responders ?? []).includes(viewer.id)) {
        try {
          await messages.send(viewer, {
            recipient_user_id: r.requester_id,
            content: RESPONSE_OPENER,
          });
        } catch (err) {
          await Requests.updateOne({ _id: r._id }, { $pull: { responders: viewer.id } });
          throw err;
        }
        const me = await profile(viewer.id);
        await jobs.run(
          'support.live',
          hub.publish({
            to: [r.requester_id],
            type: 'support_response',
            data: {
              request_id: id,
              responder_id: viewer.id,
              responder_name: shownName(me?.display_name),
            },
          }),
        );
      }
      return { requester_id: r.requester_id };
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
