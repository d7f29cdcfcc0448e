import type { Types } from 'mongoose';
import { atOrBefore } from '../db/filters';
import type { Config } from '../config';
import { badRequest } from '../errors';
import type { Models } from '../models';
import type { EngineSeam } from '../db/seam';
import { hashSecret, newSecret, sameSecret } from '../secrets';
import type { SignedInUser } from '../viewer';

/** Sign-in state kept on the server: one-time login codes and sessions, both expiring in code. */
export function sessionService(
  models: Models,
  config: Pick<Config, 'adminEmails' | 'sessionTtlMs' | 'loginCodeTtlMs'>,
  seam: Pick<EngineSeam, 'serialize'>,
) {
  const isAdmin = (email: string) => config.adminEmails.includes(email.toLowerCase());

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
      if (found.expires_at.getTime() <= Date.now()) {
        throw badRequest(
          'This sign-in code has expired. Please sign in again.',
          'login_code_expired',
        );
      }
      const token = newSecret();
      const expiresAt = new Date(Date.now() + config.sessionTtlMs);
      await models.Session.create({
        _id: hashSecret(token),
        user_id: found.user_id,
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    /** The user behind a session token, or undefined when it is unknown or expired. */
    async userForToken(token: string): Promise<SignedInUser | undefined> {
      const tokenHash = hashSecret(token);
      const session = await models.Session.findById(tokenHash).lean();
      if (!session) return undefined;
      if (session.expires_at.getTime() <= Date.now()) {
        await models.Session.deleteOne({ _id: tokenHash });
        return undefined;
      }
      const user = await models.User.findById(session.user_id).lean();
      // A suspended person's sessions are ended; one that slipped through does not count either.
      if (!user || user.suspended === true) return undefined;
      return { id: String(user._id), email: user.email, is_admin: isAdmin(user.email) };
    },

    async endSession(token: string): Promise<void> {
      await models.Session.deleteOne({ _id: hashSecret(token) });
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
