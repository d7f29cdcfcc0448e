import type { Types } from 'mongoose';
import type { CurrentUser } from '../../contract/auth';
import type { Models } from '../models';
import { presentCurrentUser } from '../presenters/user';
import type { SignedInUser } from '../viewer';

/** What an identity provider says about the person signing in. */
export interface ProviderIdentity {
  provider: 'google' | 'dev';
  sub: string;
  email: string;
  name: string;
}

/** Accounts: one per provider subject, created on first sign-in. */
export function userService(models: Models) {
  return {
    /** GET /api/users/me: the signed-in person as the session knows them. */
    me(viewer: SignedInUser): CurrentUser {
      return presentCurrentUser(viewer);
    },

    /** Creates or updates the account of a provider identity; the same `sub` is the same account. */
    async signInWithProvider(identity: ProviderIdentity): Promise<Types.ObjectId> {
      const user = await models.User.findOneAndUpdate(
        { sub: `${identity.provider}:${identity.sub}` },
        {
          $set: {
            email: identity.email,
            provider_name: identity.name.slice(0, 50),
            last_login_at: new Date(),
          },
          $setOnInsert: { created_at: new Date() },
        },
        { upsert: true, returnDocument: 'after' },
      );
      return user._id;
    },

    /** Whether moderators suspended this account (its sign-in is refused). */
    async isSuspended(userId: Types.ObjectId): Promise<boolean> {
      const user = await models.User.findById(userId, { suspended: 1 }).lean();
      return user?.suspended === true;
    },
  };
}
export type UserService = ReturnType<typeof userService>;
