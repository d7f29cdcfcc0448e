import { Types } from 'mongoose';
import type { ProfileInput } from '../../contract/profile/schemas';
import { shownName } from '../../domain/profile/displayName';
import type { Models } from '../models';
import type { ProfileRecord } from '../presenters/profile';

/** Keeps a copy of a person's shown name in step (posts and comments, thread lists). */
export type Renamer = (userId: string, shownName: string) => Promise<void>;

/** Follows every saved profile (the map marker shows the saved name, status and choices). */
export type ProfileFollower = (userId: string) => Promise<void>;

/**
 * A person's profile: read, and saved field by field (docs/product.md, Profile and Profile
 * Setup).
 */
export function profileService(
  models: Models,
  renamers: readonly Renamer[],
  followers: readonly ProfileFollower[] = [],
) {
  const providerName = async (userId: string) =>
    (await models.User.findById(userId).lean())?.provider_name ?? '';

  return {
    /** The stored profile (null before Profile Setup) and the provider's name (for a suggestion). */
    async get(userId: string): Promise<ProfileRecord> {
      const [profile, name] = await Promise.all([
        models.Profile.findById(new Types.ObjectId(userId)).lean(),
        providerName(userId),
      ]);
      return { profile, providerName: name };
    },

    /** Writes only the fields sent, so nothing stored is lost when a client omits one. */
    async save(userId: string, input: ProfileInput): Promise<ProfileRecord> {
      const set: Record<string, unknown> = { updated_at: new Date() };
      for (const [key, value] of Object.entries(input)) if (value !== undefined) set[key] = value;
      const profile = await models.Profile.findOneAndUpdate(
        { _id: new Types.ObjectId(userId) },
        { $set: set },
        { upsert: true, returnDocument: 'after', runValidators: true, setDefaultsOnInsert: true },
      ).lean();
      const record = { profile, providerName: await providerName(userId) };
      if (input.display_name !== undefined) {
        // Earlier posts, comments and reactions show the saved name, or 'Anonymous User' for a
        // blank one: never the identity provider's name.
        for (const rename of renamers) await rename(userId, shownName(profile?.display_name));
      }
      for (const follow of followers) await follow(userId);
      return record;
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
