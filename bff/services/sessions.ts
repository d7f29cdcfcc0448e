import { Types } from 'mongoose';
import type { AccountSession } from '../../contract/account';
import { SESSION_ENDED_MESSAGE } from '../../contract/events';
import type { Background } from '../background';
import { outsideBudget } from '../db/deadline';
import { atOrBefore } from '../db/filters';
import type { Config } from '../config';
import { badRequest, sessionNotFound } from '../errors';
import type { EventBus } from '../events/bus';
import type { Models } from '../models';
import type { EngineSeam } from '../db/seam';
import { hashSecret, newSecret, sameSecret } from '../secrets';
import type { SignedInUser } from '../viewer';
import { UNKNOWN_BROWSER, deviceLabel } from './deviceLabel';
import { sessionPublicId } from './sessionPublicId';

/**
 * A session's `last_seen_at` moves at most this often: a request reads its session anyway, but
 * writing it on every request would double the work of every request.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** A session as stored (bff/models/session.ts). */
interface StoredSession {
  _id: string;
  user_id: Types.ObjectId;
  created_at: Date;
  expires_at: Date;
  device?: string | null;
  last_seen_at?: Date | null;
}

/**
 * The key a person's list of sessions is written under: `$addToSet` and `$pullAll` are applied by
 * FerretDB without isolation, so its writes are serialised per person there (bff/db/seam.ts).
 */
export const sessionListKey = (userId: string) => `session-list:${userId}`;

export interface SessionServiceDeps {
  /** Where the `last_seen_at` writes and the sign-out events run; without it they are awaited. */
  jobs?: Background;
  /** Tells an ended session's live streams, on every process, to sign out and close. */
  events?: Pick<EventBus, 'publish'>;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * Sign-in state kept on the server: one-time login codes and sessions, both expiring in code, and
 * each person's list of their sessions (docs/architecture.md, Sessions), which they can see and
 * end one by one or everywhere else.
 */
export function sessionService(
  models: Models,
  config: Pick<Config, 'adminEmails' | 'sessionTtlMs' | 'loginCodeTtlMs'>,
  seam: Pick<EngineSeam, 'serialize' | 'findByIds'>,
  deps: SessionServiceDeps = {},
) {
  const { Session, SessionList } = models;
  const now = deps.now ?? Date.now;
  const isAdmin = (email: string) => config.adminEmails.includes(email.toLowerCase());

  /**
   * Work no request waits for, outside the request's time limit: a background job where the
   * service has them (its failure is logged there), awaited by the caller otherwise (`settle`).
   */
  const later = (job: string, work: () => Promise<unknown>): Promise<unknown> =>
    deps.jobs ? deps.jobs.run(job, outsideBudget(work)) : outsideBudget(work);
  /** Waits for `later` work only where nobody else does (no background jobs). */
  const settle = async (work: Promise<unknown>) => {
    if (!deps.jobs) await work;
  };

  /** `create: false` adds only to a list that exists (never one endAll just dropped). */
  const addToList = (userId: string, hash: string, { create = true } = {}) =>
    seam.serialize(sessionListKey(userId), () =>
      SessionList.updateOne({ _id: userId }, { $addToSet: { hashes: hash } }, { upsert: create }),
    );
  const removeFromList = async (userId: string, hashes: readonly string[]) => {
    if (hashes.length === 0) return;
    await seam.serialize(sessionListKey(userId), () =>
      SessionList.updateOne({ _id: userId }, { $pullAll: { hashes: [...hashes] } }),
    );
  };
  const listed = async (userId: string): Promise<string[]> =>
    (await SessionList.findById(userId, { hashes: 1 }).lean())?.hashes ?? [];

  /** The person's sessions that are still valid, by hash, and the list's entries that are not. */
  async function readList(userId: string) {
    const hashes = await listed(userId);
    const found = await seam.findByIds<StoredSession>(Session, hashes);
    const live = new Map<string, StoredSession>();
    for (const [hash, session] of found)
      if (String(session.user_id) === userId && session.expires_at.getTime() > now())
        live.set(hash, session);
    return { live, stale: hashes.filter((hash) => !live.has(hash)) };
  }

  /** readList, taking the entries whose session is gone or expired out of the list. */
  async function liveSessions(userId: string): Promise<Map<string, StoredSession>> {
    const { live, stale } = await readList(userId);
    await removeFromList(userId, stale);
    return live;
  }

  /**
   * Ends sessions of the person: they are deleted, leave the list (in one write), and their open
   * tabs sign out and close. How many were still stored.
   */
  async function endSessions(userId: string, hashes: readonly string[]): Promise<number> {
    const gone = await Promise.all(hashes.map((hash) => Session.deleteOne({ _id: hash })));
    await removeFromList(userId, hashes);
    const events = deps.events;
    // Only that session's streams hear it (bff/events/hub.ts); its requests are 401 already.
    if (events)
      for (const hash of hashes)
        await later('sessions.signedOut', () =>
          events.publish({
            to: [userId],
            type: 'signed_out',
            data: {
              reason: 'session_ended',
              message: SESSION_ENDED_MESSAGE,
              session: sessionPublicId(hash),
            },
          }),
        );
    return gone.filter((g) => g.deletedCount === 1).length;
  }

  return {
    isAdmin,

    /**
     * Issues a one-time code for the user, valid for a couple of minutes, bound to the browser
     * that started sign-in (the hash of its sign-in binding cookie).
     */
    async createLoginCode(userId: Types.ObjectId, browserHash: string): Promise<string> {
      const code = newSecret();
      await models.LoginCode.create({
        _id: hashSecret(code),
        user_id: userId,
        browser_hash: browserHash,
        expires_at: new Date(Date.now() + config.loginCodeTtlMs),
      });
      return code;
    },

    /**
     * Exchanges a login code for a new session token, only in the browser that started sign-in
     * (`browserHash`, the hash of its binding cookie). The code is gone after the first exchange
     * from that browser; one from another browser is refused and leaves the code as it was, so a
     * person whose code leaked can still finish signing in.
     */
    async redeemLoginCode(
      code: string,
      browserHash: string | undefined,
      /** The browser's User-Agent, named once as the session's device (bff/services/deviceLabel.ts). */
      userAgent?: string,
    ): Promise<{ token: string; expiresAt: Date }> {
      // Read by `_id` and deleted on read, serialised per code where the engine needs it (the seam):
      // only the exchange whose delete removed the code gets a session.
      const codeHash = hashSecret(code);
      const found = await seam.serialize(`login-code:${codeHash}`, async () => {
        const row = await models.LoginCode.findById(codeHash).lean();
        if (!row) return null;
        if (!browserHash || !sameSecret(row.browser_hash, browserHash)) return 'other_browser';
        const gone = await models.LoginCode.deleteOne({ _id: row._id });
        return gone.deletedCount === 1 ? row : null;
      });
      if (!found)
        throw badRequest(
          'This sign-in code is not valid or was already used. Please sign in again.',
          'login_code_invalid',
        );
      if (found === 'other_browser')
        throw badRequest(
          'This sign-in was started in another browser. Please sign in again on this device.',
          'login_code_other_browser',
        );
      if (found.expires_at.getTime() <= now()) {
        throw badRequest(
          'This sign-in code has expired. Please sign in again.',
          'login_code_expired',
        );
      }
      const token = newSecret();
      const at = now();
      const expiresAt = new Date(at + config.sessionTtlMs);
      const tokenHash = hashSecret(token);
      // The list's entry first: a crash between the two leaves an entry without a session, which
      // the next listing prunes, never a session the person cannot see or end.
      await addToList(String(found.user_id), tokenHash);
      await Session.create({
        _id: tokenHash,
        user_id: found.user_id,
        created_at: new Date(at),
        expires_at: expiresAt,
        last_seen_at: new Date(at),
        device: deviceLabel(userAgent),
      });
      // Someone who never opens their sessions list would keep every past sign-in in it.
      await settle(later('sessions.prune', () => liveSessions(String(found.user_id))));
      return { token, expiresAt };
    },

    /**
     * The user behind a session token, or undefined when it is unknown or expired. Notes when the
     * session was last used, at most once every LAST_SEEN_EVERY_MS and without keeping the
     * request waiting.
     */
    async userForToken(token: string): Promise<SignedInUser | undefined> {
      const tokenHash = hashSecret(token);
      const session = await Session.findById(tokenHash).lean<StoredSession>();
      if (!session) return undefined;
      const at = now();
      if (session.expires_at.getTime() <= at) {
        await Session.deleteOne({ _id: tokenHash });
        return undefined;
      }
      const user = await models.User.findById(session.user_id).lean();
      // A suspended person's sessions are ended; one that slipped through does not count either.
      if (!user || user.suspended === true) return undefined;
      const seen = (session.last_seen_at ?? session.created_at).getTime();
      if (at - seen >= LAST_SEEN_EVERY_MS)
        await settle(
          later('sessions.lastSeen', async () => {
            // `$max`: of two requests writing at once, the later time stays.
            await Session.updateOne({ _id: tokenHash }, { $max: { last_seen_at: new Date(at) } });
            // A prune (a listing, another sign-in) that ran while this session was being stored
            // saw its entry without the session and took it out: a session in use is put back.
            await addToList(String(session.user_id), tokenHash, { create: false });
          }),
        );
      return { id: String(user._id), email: user.email, is_admin: isAdmin(user.email) };
    },

    /** Logout: the session is deleted and leaves its person's list. */
    async endSession(token: string): Promise<void> {
      const tokenHash = hashSecret(token);
      const session = await Session.findById(tokenHash, { user_id: 1 }).lean<StoredSession>();
      if (!session) return;
      await Session.deleteOne({ _id: tokenHash });
      await removeFromList(String(session.user_id), [tokenHash]);
    },

    /**
     * GET /api/account/sessions: the person's sessions, most recently used first, the one of
     * this request marked `current`. Entries whose session is gone or expired are pruned here.
     */
    async list(userId: string, currentTokenHash: string): Promise<AccountSession[]> {
      const live = await liveSessions(userId);
      // Exactly these fields leave the server; the hash never does (the id is derived from it).
      return [...live.values()]
        .map((s) => ({
          id: sessionPublicId(s._id),
          device: s.device || UNKNOWN_BROWSER,
          created_at: s.created_at.toISOString(),
          last_seen_at: (s.last_seen_at ?? s.created_at).toISOString(),
          current: s._id === currentTokenHash,
        }))
        .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at));
    },

    /**
     * DELETE /api/account/sessions/{id}: ends one of the person's sessions (this one included).
     * 404 'No such session.' when it is not theirs, ended or expired: nothing is changed then.
     */
    async end(userId: string, publicId: string): Promise<void> {
      // Read only: a refused request changes nothing.
      const { live } = await readList(userId);
      const hash = [...live.keys()].find((h) => sessionPublicId(h) === publicId);
      if (!hash || (await endSessions(userId, [hash])) === 0) throw sessionNotFound();
    },

    /** DELETE /api/account/sessions: ends every session of the person but this one; how many. */
    async endOthers(userId: string, currentTokenHash: string): Promise<number> {
      const live = await liveSessions(userId);
      return endSessions(
        userId,
        [...live.keys()].filter((hash) => hash !== currentTokenHash),
      );
    },

    /**
     * Ends every session of the person and drops their list (account deletion, suspension). It
     * tells no open tab: the caller publishes the `signed_out` that says why.
     */
    async endAll(userId: string): Promise<void> {
      await Promise.all((await listed(userId)).map((hash) => Session.deleteOne({ _id: hash })));
      // The safety net for sessions the list may not hold (stored before it existed, not yet
      // back-filled): a scan of `sessions`, acceptable on this rare, account-wide action.
      await Session.deleteMany({ user_id: new Types.ObjectId(userId) });
      await seam.serialize(sessionListKey(userId), () => SessionList.deleteOne({ _id: userId }));
    },

    /**
     * Removes expired sessions and codes (there are no TTL indexes on FerretDB). A bounded
     * background scan every 15 minutes, never on a request (docs/decisions.md).
     */
    async purgeExpired(now = new Date()): Promise<void> {
      const expired = { expires_at: atOrBefore(now) };
      await Promise.all([
        models.Session.deleteMany(expired),
        models.LoginCode.deleteMany(expired),
        models.DevIdpGrant.deleteMany(expired),
      ]);
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
