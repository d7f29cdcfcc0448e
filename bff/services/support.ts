import { Types } from 'mongoose';
import {
  RESPONSE_OPENER,
  type IncomingSupportRequest,
  type SupportRequest,
} from '../../contract/support';
import { shownName } from '../../domain/profile/displayName';
import type { SignedInUser } from '../viewer';
import { anyOf } from '../db/filters';
import type { EngineSeam } from '../db/seam';
import { conflict, supportRequestNotFound } from '../errors';
import type { Background } from '../background';
import type { EventHub } from '../events/hub';
import type { Models } from '../models';
import { assertProfileComplete } from '../policies/profile';
import {
  candidateIds,
  expiryOf,
  incomingFor,
  isTarget,
  offersSupport,
  requestStatus,
  supportTargets,
  toldOf,
  type SupportProfileFacts,
} from '../policies/support';
import type { SupportRequestDoc } from '../models/support';
import { presentIncomingRequest, presentOwnRequest } from '../presenters/support';
import type { BlockService } from './blocks';
import type { MessageService } from './messages';

type ProfileLike = SupportProfileFacts & { _id: unknown; display_name?: string | null };
type RequestDoc = SupportRequestDoc & { _id: Types.ObjectId };

const SUPPORTERS = 'supporters';

/**
 * 'Request Peer Support' (docs/product.md, Peer support requests): the people told live are the
 * rule's (bff/policies/support.ts); they answer into a conversation. One open request per person;
 * each ends after 2 hours or when closed.
 */
export function supportService(
  models: Models,
  seam: EngineSeam,
  deps: {
    hub: EventHub;
    blocks: BlockService;
    messages: MessageService;
    jobs: Background;
    /** Keeps the answer among the requester's notifications (bff/services/notifications). */
    answered?: (requester: string, responder: string, requestId: string) => Promise<void>;
  },
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

  async function mine(userId: string): Promise<SupportRequest | null> {
    const own = (await state(userId))?.own;
    const r = own ? await readRequest(own) : null;
    return r && requestStatus(r) === 'open' ? presentOwnRequest(r) : null;
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

  /** The peers told of this person's request, as the rule ranks them from the supporters list. */
  async function targetsFor(requesterId: string, profile: ProfileLike): Promise<string[]> {
    const [listed, hidden] = await Promise.all([
      Listing.findById(SUPPORTERS).lean() as Promise<{ ids?: string[] } | null>,
      blocks.hiddenFor(requesterId),
    ]);
    const requester = { id: requesterId, profile, hidden };
    const ids = candidateIds(requester, listed?.ids ?? []);
    const found = await seam.findByIds<ProfileLike>(
      Profile,
      ids.map((id) => new Types.ObjectId(id)),
    );
    return supportTargets(
      requester,
      ids.map((id) => ({ id, profile: found.get(id) })),
    );
  }

  /** Closes one of the person's requests; the peers told of it are told it ended. */
  async function close(userId: string, id: string): Promise<SupportRequest> {
    const r = await readRequest(id);
    if (!r || r.requester_id !== userId) throw supportRequestNotFound();
    if (requestStatus(r) === 'open') {
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
    return presentOwnRequest(r);
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
          { _id: 1, support_status: 1, recovery_type: 1, accept_messages: 1, suspended: 1 },
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
          expires_at: expiryOf(now),
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
              data: presentIncomingRequest(r, shownName(me.display_name), ''),
            }),
          );
        return presentOwnRequest(r);
      });
    },

    close,

    /**
     * Closes the person's open request, if any, and tells the peers it was told to (their cards
     * go at once): when the person's account is deleted (bff/services/account/deletion.ts).
     */
    async closeOwn(userId: string): Promise<void> {
      const own = (await state(userId))?.own;
      if (own) await close(userId, own);
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
      const { shown, ended } = incomingFor(
        { id: userId, hidden },
        ids.map((id) => ({ id, request: found.get(id) })),
      );
      for (const id of ended) await updateState(userId, { $pull: { incoming: id } });
      const names = await seam.findByIds<ProfileLike>(
        Profile,
        shown.map((r) => new Types.ObjectId(r.requester_id)),
      );
      return shown
        .map((r) =>
          presentIncomingRequest(r, shownName(names.get(r.requester_id)?.display_name), userId),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
    },

    /** A peer answers: the opener is sent in their name and the requester is told. */
    async respond(viewer: SignedInUser, id: string): Promise<{ requester_id: string }> {
      const r = await readRequest(id);
      // The request alone first: one they were never told of reads nothing more (no blocks).
      if (!r || !isTarget(viewer.id, r)) throw supportRequestNotFound();
      if (!toldOf({ id: viewer.id, hidden: await blocks.hiddenFor(viewer.id) }, r))
        throw supportRequestNotFound();
      if (requestStatus(r) !== 'open')
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
        await deps.answered?.(r.requester_id, viewer.id, id);
      }
      return { requester_id: r.requester_id };
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
