import { isProfileComplete } from '../../domain/profile/profileRules';
import { forbidden } from '../errors';

/**
 * Reaching others needs a finished Profile Setup (support status and recovery type): the one home
 * of that gate. What the person is told names what they tried, in the product's words.
 */
const COMPLETE_PROFILE_FIRST = {
  askForSupport: 'Please complete your profile first.',
  findPeers: 'Please complete your profile before finding peers.',
  contactPeers: 'Please complete your profile before contacting peers.',
  suggestResources: 'Please complete your profile before suggesting resources.',
} as const;

/** What a person may do only with a complete profile. */
export type ProfileGatedAction = keyof typeof COMPLETE_PROFILE_FIRST;

/** The fields of a profile the gate reads (a stored document, a lean read, or nothing yet). */
export type ProfileFacts = Parameters<typeof isProfileComplete>[0];

/** Refuses (403, 'profile_incomplete') someone whose profile is not complete, for `action`. */
export function assertProfileComplete(profile: ProfileFacts, action: ProfileGatedAction): void {
  if (!isProfileComplete(profile))
    throw forbidden(COMPLETE_PROFILE_FIRST[action], 'profile_incomplete');
}

/**
 * May others find, see or write to this person at all? Only once their profile is complete, and
 * never while moderators suspend them (bff/services/admin/suspensions.ts).
 */
export const reachable = (
  profile: ({ suspended?: boolean | null } & NonNullable<ProfileFacts>) | null | undefined,
): boolean => isProfileComplete(profile) && profile?.suspended !== true;
