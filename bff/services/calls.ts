import { createHmac, randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CALL_RING_MS,
  type CallConfig,
  type CallInfo,
  type CallOutcome,
  type CallSignalInput,
  type CallStatus,
  type CallType,
  type IceServer,
} from '../../contract/calls';
import { shownName } from '../../domain/profile/displayName';
import type { Background } from '../background';
import { outsideBudget } from '../db/deadline';
import type { EngineSeam } from '../db/seam';
import { conflict, forbidden, notFound } from '../errors';
import type { EventHub } from '../events/hub';
import type { Models } from '../models';
import type { CallDoc } from '../models/call';
import type { SignedInUser } from '../viewer';
import type { MessageService } from './messages';
import type { PresenceService } from './presence';

const LIVE: readonly CallStatus[] = ['ringing', 'active'];
/** How long a person's TURN credentials last: longer than any call is expected to. */
export const TURN_CREDENTIAL_TTL_S = 12 * 60 * 60;
/**
 * How long an answered call waits for one of its people gone offline (no live stream) to come
 * back before it ends as failed. Media goes browser to browser, so a phone briefly in the
 * background or a short network drop need not end a working call.
 */
export const CALL_OFFLINE_GRACE_MS = 30_000;
/** The calls still ringing, read at start-up so a restart does not leave one ringing forever. */
const RINGING_LISTING = 'calls:ringing';

export const callNotFound = () => notFound('Call not found.', 'call_not_found');
const callOver = () => conflict('This call has already ended.', 'call_over');
const alreadyAnswered = () => conflict('This call was already answered.', 'call_answered');
const youAreBusy = () =>
  conflict('You are already in a call. End it before starting another.', 'call_busy');
const theyAreBusy = () =>
  conflict('This person is busy on another call. Try again later.', 'call_busy');
const notInCall = () =>
  forbidden('Only the two people of a call can do this.', 'call_not_participant');

/**
 * Calls (docs/product.md, Calls): a call reaches only someone a message may, rings for
 * CALL_RING_MS, and ends as missed, declined, completed or failed. Each person has a line
 * (`call_lines`, by `_id`) naming the call they are in; a second call finds it taken: busy. Every
 * change is pushed to both people as the live event `call` (both event buses, so two BFF
 * processes work), and WebRTC descriptions and candidates are relayed to the other person only
 * (`call_signal`); media never passes through the BFF. An ended call leaves its entry in the
 * conversation.
 */
export function callService(
  models: Models,
  seam: EngineSeam,
  deps: {
    hub: EventHub;
    messages: Pick<MessageService, 'assertMayContact' | 'noteCall'>;
    presence: Pick<PresenceService, 'of'>;
    jobs: Background;
    iceServers: readonly IceServer[];
    /** A TURN server sharing a secret: each person's credentials are signed with it. */
    turn?: { urls: readonly string[]; secret: string } | null;
    /** Shortened by tests. */
    ringMs?: number;
    /** CALL_OFFLINE_GRACE_MS unless shortened by tests. */
    offlineGraceMs?: number;
  },
) {
  const { Call, CallLine, Listing, Profile } = models;
  const { hub, messages, jobs } = deps;
  const ringMs = deps.ringMs ?? CALL_RING_MS;
  const graceMs = deps.offlineGraceMs ?? CALL_OFFLINE_GRACE_MS;
  const timers = new Map<string, NodeJS.Timeout>();
  /** Answered calls waiting for a person gone offline, by `<call id>:<user id>`. */
  const graceTimers = new Map<string, NodeJS.Timeout>();

  const read = (id: string) => Call.findById(id).lean<CallDoc>();
  const ringingOver = (c: CallDoc, now = Date.now()) =>
    c.status === 'ringing' && c.created_at.getTime() + ringMs <= now;
  const live = (c: CallDoc) => c.status === 'active' || (c.status === 'ringing' && !ringingOver(c));

  /**
   * Adds a call to the ringing list or takes it off. On FerretDB one list's writes run one after
   * another: a start's add and a withdrawn start's removal at the same moment would lose one.
   */
  const listRinging = (op: '$addToSet' | '$pull', callId: string) =>
    seam.serialize(`listing:${RINGING_LISTING}`, () =>
      Listing.updateOne(
        { _id: RINGING_LISTING },
        { [op]: { ids: callId } },
        { upsert: op === '$addToSet' },
      ),
    );

  async function names(c: CallDoc) {
    const found = await seam.findByIds<{ _id: Types.ObjectId; display_name?: string | null }>(
      Profile,
      [c.caller_id, c.recipient_id].map((id) => new Types.ObjectId(id)),
      { display_name: 1 },
    );
    return (id: string) => shownName(found.get(id)?.display_name);
  }

  async function present(c: CallDoc): Promise<CallInfo> {
    const name = await names(c);
    const status = (c.status === 'started' ? 'ended' : c.status) as CallStatus;
    return {
      id: c._id,
      caller_id: c.caller_id,
      caller_name: name(c.caller_id),
      recipient_id: c.recipient_id,
      recipient_name: name(c.recipient_id),
      call_type: c.call_type as CallType,
      status,
      outcome: (c.outcome as CallOutcome | null) ?? (status === 'ended' ? 'missed' : null),
      started_at: c.created_at.toISOString(),
      answered_at: c.answered_at ? c.answered_at.toISOString() : null,
      ended_at: c.ended_at ? c.ended_at.toISOString() : null,
    };
  }

  /** Tells both people where the call stands; stored is what counts, a failed push is logged. */
  async function announce(c: CallDoc): Promise<CallInfo> {
    const info = await present(c);
    await jobs.run(
      'calls.live',
      hub.publish({ to: [c.caller_id, c.recipient_id], type: 'call', data: info }),
    );
    return info;
  }

  /**
   * Claims a person's line for `callId`, unless a live call holds it: false (busy). A line left
   * by a call that is over (or whose people have gone) is taken over, and so is one naming a call
   * that is not stored: a call is stored before it claims any line and deleted only after it
   * freed them (start), so such a line was left by a start that stopped half-way.
   */
  async function claimLine(userId: string, callId: string): Promise<boolean> {
    // A call whose people have gone is ended first, outside the line's key: ending it frees this
    // very line, under the same key.
    const before = await CallLine.findById(userId).lean<{ call_id?: string | null }>();
    const stale = before?.call_id ? await read(before.call_id) : null;
    if (stale && live(stale) && (await abandoned(stale))) await finish(stale, 'failed', null);
    return seam.serialize(`call_line:${userId}`, async () => {
      const line = await CallLine.findById(userId).lean<{ call_id?: string | null }>();
      const held = line?.call_id ?? null;
      const other = held ? await read(held) : null;
      if (other && live(other)) return false;
      const res = await CallLine.updateOne(
        seam.stillAsRead(userId, { call_id: held }),
        { $set: { call_id: callId } },
        { upsert: true },
      ).catch((err: unknown) => {
        // Two claims creating the line at once on MongoDB: the second finds it taken.
        if ((err as { code?: number }).code === 11000) return { matchedCount: 0, upsertedCount: 0 };
        throw err;
      });
      return res.matchedCount === 1 || res.upsertedCount === 1;
    });
  }

  /** Is a live call (whose people are still there) holding this person's line? Reads only. */
  async function busy(userId: string): Promise<boolean> {
    const line = await CallLine.findById(userId).lean<{ call_id?: string | null }>();
    const held = line?.call_id ? await read(line.call_id) : null;
    return held !== null && live(held) && !(await abandoned(held));
  }

  /** Frees a person's line, if it still names this call. */
  const freeLine = (userId: string, callId: string) =>
    seam.serialize(`call_line:${userId}`, () =>
      CallLine.updateOne(seam.stillAsRead(userId, { call_id: callId }), {
        $set: { call_id: null },
      }),
    );

  /**
   * An answered call one of whose people has been offline for the grace period is over (their
   * app closed). Last seen is when they went offline; never seen counts as gone long ago.
   */
  async function abandoned(c: CallDoc): Promise<boolean> {
    if (c.status !== 'active') return false;
    const presences = await deps.presence.of([c.caller_id, c.recipient_id]);
    const now = Date.now();
    return [c.caller_id, c.recipient_id].some((id) => {
      const p = presences.get(id);
      return !p?.online && (!p?.last_seen || Date.parse(p.last_seen) + graceMs <= now);
    });
  }

  /**
   * An answered call waits `graceMs` for a person gone offline, then ends as failed if they are
   * still away. The timer lives in this process only: should it stop meanwhile, nothing is lost,
   * since the call is found abandoned (above) as soon as either person's line is claimed again.
   */
  function awaitReturn(c: CallDoc, userId: string) {
    const key = `${c._id}:${userId}`;
    // Gone again after coming back: the grace period starts over.
    clearTimeout(graceTimers.get(key));
    const timer = outsideBudget(() =>
      setTimeout(() => {
        graceTimers.delete(key);
        void jobs.run(
          'calls.offline',
          (async () => {
            const presence = (await deps.presence.of([userId])).get(userId);
            if (presence?.online) return;
            const now = await read(c._id);
            if (now?.status === 'active') await finish(now, 'failed', null);
          })(),
        );
      }, graceMs),
    );
    timer.unref();
    graceTimers.set(key, timer);
  }

  /**
   * Moves a live call to `to` (active, or ended with `outcome`), once: under the call's key on
   * FerretDB, a compare-and-set of its status on MongoDB. The call as it is after, or null when
   * it was not live.
   */
  async function move(
    c: CallDoc,
    to: 'active' | 'ended',
    outcome: CallOutcome | null,
    by: string | null,
  ): Promise<CallDoc | null> {
    return seam.serialize(`call:${c._id}`, async () => {
      const now = await read(c._id);
      if (!now || !LIVE.includes(now.status as CallStatus)) return null;
      if (to === 'active' && now.status !== 'ringing') return null;
      const at = new Date();
      const set =
        to === 'active'
          ? { status: 'active', answered_at: at }
          : { status: 'ended', outcome, ended_at: at, ended_by: by };
      const res = await Call.updateOne(seam.stillAsRead(c._id, { status: now.status }), {
        $set: set,
      });
      return res.matchedCount === 1 ? ({ ...now, ...set } as CallDoc) : null;
    });
  }

  /** Ends a live call: both lines freed, its entry in the conversation, both people told. */
  async function finish(
    c: CallDoc,
    outcome: CallOutcome,
    by: string | null,
  ): Promise<CallDoc | null> {
    const ended = await move(c, 'ended', outcome, by);
    if (!ended) return null;
    clearTimeout(timers.get(c._id));
    timers.delete(c._id);
    for (const key of [c.caller_id, c.recipient_id].map((id) => `${c._id}:${id}`)) {
      clearTimeout(graceTimers.get(key));
      graceTimers.delete(key);
    }
    // Once begun, the rest finishes even if the request that ended it is gone.
    await outsideBudget(async () => {
      await Promise.all([freeLine(c.caller_id, c._id), freeLine(c.recipient_id, c._id)]);
      await listRinging('$pull', c._id);
      const duration = ended.answered_at
        ? (ended.ended_at!.getTime() - ended.answered_at.getTime()) / 1000
        : 0;
      await jobs.run(
        'calls.entry',
        messages.noteCall(c.caller_id, c.recipient_id, {
          call_id: c._id,
          call_type: c.call_type as CallType,
          outcome,
          duration_s: duration,
        }),
      );
    });
    await announce(ended);
    return ended;
  }

  /** Rings until `ringMs` after it started, then ends as missed (unless answered meanwhile). */
  function ringOut(c: CallDoc) {
    const left = Math.max(0, c.created_at.getTime() + ringMs - Date.now());
    const timer = outsideBudget(() =>
      setTimeout(() => {
        timers.delete(c._id);
        void jobs.run(
          'calls.missed',
          read(c._id).then((now) =>
            now?.status === 'ringing' ? finish(now, 'missed', null) : null,
          ),
        );
      }, left),
    );
    timer.unref();
    timers.set(c._id, timer);
  }

  /**
   * Claims both people's lines for a stored ringing call: the person whose line was taken, or
   * null. The lines are claimed in one order for every call (by user id), so of two calls
   * wanting the same two lines (two people calling each other at once) the first line decides,
   * and one of them always gets both. A call that loses is withdrawn.
   */
  async function claimBoth(callId: string, ...people: string[]): Promise<string | null> {
    const claimed: string[] = [];
    for (const userId of [...people].sort()) {
      if (!(await claimLine(userId, callId))) {
        await withdraw(callId, claimed);
        return userId;
      }
      claimed.push(userId);
    }
    return null;
  }

  /**
   * Takes back a start that lost a line: its claimed lines freed, then the call deleted (in that
   * order: a line never names a call that is gone while its start still runs), and off the
   * ringing list. Nobody was told of it, so nothing else is left.
   */
  const withdraw = (callId: string, claimed: readonly string[]) =>
    outsideBudget(async () => {
      await Promise.all(claimed.map((userId) => freeLine(userId, callId)));
      await Call.deleteOne({ _id: callId });
      await listRinging('$pull', callId);
    });

  /** The call, for one of its two people: 404 unknown, 403 anyone else. */
  async function mine(viewer: SignedInUser, id: string): Promise<CallDoc> {
    const c = await read(id);
    if (!c) throw callNotFound();
    if (c.caller_id !== viewer.id && c.recipient_id !== viewer.id) throw notInCall();
    // A ringing call past its time is missed, whether or not its timer ran (a restart).
    if (ringingOver(c)) return (await finish(c, 'missed', null)) ?? ((await read(id)) as CallDoc);
    return c;
  }

  return {
    /**
     * GET /api/calls/config: the ICE servers the browser connects through. With a TURN secret,
     * the viewer's own credentials, valid TURN_CREDENTIAL_TTL_S (coturn's `use-auth-secret`):
     * the user name is `<expiry>:<user id>`, the password its HMAC-SHA1 under the secret.
     */
    config(viewer: SignedInUser): CallConfig {
      const servers = [...deps.iceServers];
      if (deps.turn) {
        const username = `${Math.floor(Date.now() / 1000) + TURN_CREDENTIAL_TTL_S}:${viewer.id}`;
        const credential = createHmac('sha1', deps.turn.secret).update(username).digest('base64');
        servers.push({ urls: [...deps.turn.urls], username, credential });
      }
      return { ice_servers: servers };
    },

    /**
     * POST /api/calls/start: 201 with the call's id; it rings the other person at once. Of two
     * starts involving one person at the same moment (two people calling each other, or two
     * calling one), exactly one rings; the other is 409 busy and leaves nothing behind.
     */
    async start(viewer: SignedInUser, recipientId: string, type: CallType): Promise<string> {
      await messages.assertMayContact(viewer, recipientId);
      const other = recipientId.toLowerCase();
      const id = randomUUID();
      // Busy is answered before anything is written; the claims below settle a race.
      if (await busy(viewer.id)) throw youAreBusy();
      if (await busy(other)) throw theyAreBusy();
      // On the ringing list first: should the process stop now, the next start ends it as missed.
      await listRinging('$addToSet', id);
      // Stored before any line names it, so a line naming a call always finds it (claimLine).
      const doc = (
        await Call.create({
          _id: id,
          caller_id: viewer.id,
          recipient_id: other,
          call_type: type,
          status: 'ringing',
          created_at: new Date(),
        })
      ).toObject() as CallDoc;
      const lost = await claimBoth(id, viewer.id, other);
      if (lost) throw lost === viewer.id ? youAreBusy() : theyAreBusy();
      ringOut(doc);
      await announce(doc);
      return id;
    },

    /** GET /api/calls/{id}: where a call of the viewer's stands. */
    async get(viewer: SignedInUser, id: string): Promise<CallInfo> {
      return present(await mine(viewer, id));
    },

    /** GET /api/calls/current: the viewer's ringing or answered call, if any (after a reload). */
    async current(viewer: SignedInUser): Promise<CallInfo | null> {
      const line = await CallLine.findById(viewer.id).lean<{ call_id?: string | null }>();
      if (!line?.call_id) return null;
      const c = await read(line.call_id);
      if (!c) return null;
      if (ringingOver(c)) {
        await finish(c, 'missed', null);
        return null;
      }
      return live(c) ? present(c) : null;
    },

    /**
     * POST /api/calls/{id}/accept: only the person called; once. A second answer (another device
     * of theirs, even at the same moment) is 409: only one device may take the call.
     */
    async accept(viewer: SignedInUser, id: string): Promise<CallInfo> {
      const c = await mine(viewer, id);
      if (c.recipient_id !== viewer.id)
        throw forbidden('Only the person called can answer.', 'call_not_participant');
      if (c.status === 'active') throw alreadyAnswered();
      if (c.status !== 'ringing') throw callOver();
      const answered = await move(c, 'active', null, null);
      if (!answered) {
        const now = await read(id);
        throw now?.status === 'active' ? alreadyAnswered() : callOver();
      }
      clearTimeout(timers.get(id));
      timers.delete(id);
      await listRinging('$pull', id);
      return announce(answered);
    },

    /** POST /api/calls/{id}/decline: the person called says no; the caller is told. */
    async decline(viewer: SignedInUser, id: string): Promise<CallInfo> {
      const c = await mine(viewer, id);
      if (c.recipient_id !== viewer.id)
        throw forbidden('Only the person called can decline.', 'call_not_participant');
      if (c.status === 'ringing') await finish(c, 'declined', viewer.id);
      return present((await read(id))!);
    },

    /**
     * POST /api/calls/{id}/end: either person hangs up. Before an answer the caller's is a missed
     * call, the called person's a decline; after it, a completed call, or a failed one when the
     * browser says its connection broke (`broke`). Again: nothing more.
     */
    async end(viewer: SignedInUser, id: string, broke = false): Promise<CallInfo> {
      const c = await mine(viewer, id);
      if (LIVE.includes(c.status as CallStatus)) {
        const outcome: CallOutcome =
          c.status === 'active'
            ? broke
              ? 'failed'
              : 'completed'
            : viewer.id === c.caller_id
              ? 'missed'
              : 'declined';
        await finish(c, outcome, viewer.id);
      }
      return present((await read(id))!);
    },

    /** POST /api/calls/{id}/signal: to the other person of a live call, and no one else. */
    async signal(viewer: SignedInUser, id: string, input: CallSignalInput): Promise<void> {
      const c = await mine(viewer, id);
      if (!live(c)) throw callNotFound();
      const to = c.caller_id === viewer.id ? c.recipient_id : c.caller_id;
      await hub.publish({
        to: [to],
        type: 'call_signal',
        data: { ...input, call_id: id, from_user_id: viewer.id },
      });
    },

    /** Ends the live call of a person (suspended, or signed out) as failed. */
    async endFor(userId: string, outcome: CallOutcome = 'failed'): Promise<void> {
      const line = await CallLine.findById(userId).lean<{ call_id?: string | null }>();
      const c = line?.call_id ? await read(line.call_id) : null;
      if (c && LIVE.includes(c.status as CallStatus)) await finish(c, outcome, null);
    },

    /**
     * A person went offline (no live stream for a while): a call ringing for or from them ends as
     * failed at once; an answered one only if they are not back within the grace period. Should
     * the connection itself fail, their browser ends the call (POST end?reason=failed).
     */
    async wentOffline(userId: string): Promise<void> {
      const line = await CallLine.findById(userId).lean<{ call_id?: string | null }>();
      const c = line?.call_id ? await read(line.call_id) : null;
      if (c?.status === 'ringing') await finish(c, 'failed', null);
      else if (c?.status === 'active') awaitReturn(c, userId);
    },

    /**
     * Ends a live call between two people (one blocked the other), found from either person's
     * line: the two may differ while a start claims them, or after one was taken over.
     */
    async endBetween(a: string, b: string): Promise<void> {
      const lines = await seam.findByIds<{ _id: string; call_id?: string | null }>(CallLine, [
        a,
        b,
      ]);
      const ids = new Set([...lines.values()].flatMap((l) => (l.call_id ? [l.call_id] : [])));
      for (const callId of ids) {
        const c = await read(callId);
        if (!c || !LIVE.includes(c.status as CallStatus)) continue;
        if ([c.caller_id, c.recipient_id].every((id) => id === a || id === b))
          await finish(c, 'failed', null);
      }
    },

    /**
     * At start: calls left ringing by a stop end as missed now or when their time is up, so no
     * one stays busy for a call no process remembers.
     */
    async resumeRinging(): Promise<void> {
      const listing = await Listing.findById(RINGING_LISTING).lean<{ ids?: string[] }>();
      const ids = listing?.ids ?? [];
      if (ids.length === 0) return;
      const calls = await seam.findByIds<CallDoc>(Call, ids);
      for (const c of calls.values()) {
        if (c.status !== 'ringing') {
          await listRinging('$pull', c._id);
          continue;
        }
        if (ringingOver(c)) await finish(c, 'missed', null);
        else ringOut(c);
      }
    },

    /** Stops the ring and grace timers (the app is closing). */
    close(): void {
      for (const t of [...timers.values(), ...graceTimers.values()]) clearTimeout(t);
      timers.clear();
      graceTimers.clear();
    },
  };
}
export type CallService = ReturnType<typeof callService>;
