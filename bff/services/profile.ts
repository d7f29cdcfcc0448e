import { Types } from 'mongoose';
import type { Profile } from '../../contract/profile';
import type { ProfileInput } from '../../contract/profile/schemas';
import { displayNameProblem, shownName } from '../../domain/profile/displayName';
import { badRequest } from '../errors';
import type { EngineSeam } from '../db/seam';
import type { Models } from '../models';
import { presentProfile } from '../presenters/profile';

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
  /** Profiles are kept hot by readers of names (bff/services/notifications): a save drops them. */
  seam: Pick<EngineSeam, 'forget'>,
  renamers: readonly Renamer[],
  followers: readonly ProfileFollower[] = [],
) {
  const providerName = async (userId: string) =>
    (await models.User.findById(userId).lean())?.provider_name ?? '';

  return {
    /** The person's profile as they see it (before Profile Setup, a suggested name). */
    async get(userId: string): Promise<Profile> {
      const [profile, name] = await Promise.all([
        models.Profile.findById(new Types.ObjectId(userId)).lean(),
        providerName(userId),
      ]);
      return presentProfile({ profile, providerName: name });
    },

    /**
     * Writes only the fields sent, so nothing stored is lost when a client omits one. A display
     * name that could pass for staff or hides text-direction characters is refused (400), by the
     * same rule the Profile Setup form shows (domain/profile/displayName.ts).
     */
    async save(userId: string, input: ProfileInput): Promise<Profile> {
      const problem =
        input.display_name === undefined ? null : displayNameProblem(input.display_name);
      if (problem) throw badRequest(problem);
      const set: Record<string, unknown> = { updated_at: new Date() };
      for (const [key, value] of Object.entries(input)) if (value !== undefined) set[key] = value;
      const _id = new Types.ObjectId(userId);
      seam.forget(models.Profile, _id);
      const profile = await models.Profile.findOneAndUpdate(
        { _id },
        { $set: set },
        { upsert: true, returnDocument: 'after', runValidators: true, setDefaultsOnInsert: true },
      )
        .lean()
        .finally(() => seam.forget(models.Profile, _id));
      const saved = presentProfile({ profile, providerName: await providerName(userId) });
      if (input.display_name !== undefined) {
        // Earlier posts, comments and reactions show the saved name, or 'Anonymous User' for a
        // blank one: never the identity provider's name.
        for (const rename of renamers) await rename(userId, shownName(profile?.display_name));
      }
      for (const follow of followers) await follow(userId);
      return saved;
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
