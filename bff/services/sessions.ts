import { trusted, type Types } from 'mongoose';
import type { Config } from '../config';
import { badRequest } from '../errors';
import type { Models } from '../models';
import { keyedLock } from './keyedLock';
import { hashSecret, newSecret } from '../auth/tokens';

export interface SignedInUser {
  id: string;
  email: string;
  is_admin: boolean;
}

/** Sign-in state kept on the server: one-time login codes and sessions, both expiring in code. */
export function sessionService(
  models: Models,
  config: Pick<Config, 'adminEmails' | 'sessionTtlMs' | 'loginCodeTtlMs'>,
) {
  const withLock = keyedLock();
  const isAdmin = (email: string) => config.adminEmails.includes(email.toLowerCase());

  return {
    isAdmin,

    /** Issues a one-time code for the user, valid for a couple of minutes. */
    async createLoginCode(userId: Types.ObjectId): Promise<string> {
      const code = newSecret();
      await models.LoginCode.create({
        code_hash: hashSecret(code),
        user_id: userId,
        expires_at: new Date(Date.now() + config.loginCodeTtlMs),
      });
      return code;
    },

    /** Exchanges a login code for a new session token; the code is gone after the first try. */
    async redeemLoginCode(code: string): Promise<{ token: string; expiresAt: Date }> {
      // Serialised per code (FerretDB's find-and-modify is not isolated; see keyedLock) and deleted
      // on read: two concurrent exchanges of one code cannot both succeed.
      const codeHash = hashSecret(code);
      const found = await withLock(`login-code:${codeHash}`, async () => {
        const row = await models.LoginCode.findOne({ code_hash: codeHash }).lean();
        if (!row) return null;
        const gone = await models.LoginCode.deleteOne({ _id: row._id });
        return gone.deletedCount === 1 ? row : null;
      });
      if (!found)
        throw badRequest(
          'This sign-in code is not valid or was already used. Please sign in again.',
          'login_code_invalid',
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
        token_hash: hashSecret(token),
        user_id: found.user_id,
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    /** The user behind a session token, or undefined when it is unknown or expired. */
    async userForToken(token: string): Promise<SignedInUser | undefined> {
      const tokenHash = hashSecret(token);
      const session = await models.Session.findOne({ token_hash: tokenHash }).lean();
      if (!session) return undefined;
      if (session.expires_at.getTime() <= Date.now()) {
        await models.Session.deleteOne({ token_hash: tokenHash });
        return undefined;
      }
      const user = await models.User.findById(session.user_id).lean();
      if (!user) return undefined;
      return { id: String(user._id), email: user.email, is_admin: isAdmin(user.email) };
    },

    async endSession(token: string): Promise<void> {
      await models.Session.deleteOne({ token_hash: hashSecret(token) });
    },

    /** Removes expired sessions and codes (there are no TTL indexes on FerretDB). */
    async purgeExpired(now = new Date()): Promise<void> {
      const expired = { expires_at: trusted({ $lte: now }) };
      await Promise.all([
        models.Session.deleteMany(expired),
        models.LoginCode.deleteMany(expired),
        models.DevIdpGrant.deleteMany(expired),
      ]);
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
