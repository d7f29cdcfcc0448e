import { RADIUS_DEFAULT, type Profile } from '../../contract/profile';
import { suggestedDisplayName } from '../../domain/profile/displayName';
import type { ProfileDoc } from '../models/profile';

/** A stored profile (or none yet) and the provider's name, for the first setup's suggestion. */
interface ProfileRecord {
  profile: Partial<ProfileDoc> | null;
  providerName: string;
}

/** Exactly the fields of a profile that leave the server. */
export function presentProfile({ profile, providerName }: ProfileRecord): Profile {
  return {
    // Before the first Profile Setup, a suggestion: only the first word of the provider's name.
    // Once saved, only what the person saved (blank stays blank; others see 'Anonymous User').
    display_name: profile ? (profile.display_name ?? '') : suggestedDisplayName(providerName),
    support_status: profile?.support_status ?? null,
    recovery_type: profile?.recovery_type ?? null,
    support_radius: profile?.support_radius ?? RADIUS_DEFAULT,
    bio: profile?.bio ?? '',
    location_visible: profile?.location_visible ?? true,
    accept_messages: profile?.accept_messages ?? true,
  } as Profile;
}
