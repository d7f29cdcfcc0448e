import type { Profile } from '../../contract/profile';
import type { ProfileDoc } from '../models/profile';

/** A stored profile (or none yet) and the provider's name, which stands in for a missing one. */
export interface ProfileRecord {
  profile: Partial<ProfileDoc> | null;
  providerName: string;
}

/** Exactly the fields of a profile that leave the server. */
export function presentProfile({ profile, providerName }: ProfileRecord): Profile {
  return {
    display_name: profile?.display_name || providerName,
    support_status: profile?.support_status ?? null,
    recovery_type: profile?.recovery_type ?? null,
    support_radius: profile?.support_radius ?? 10,
    bio: profile?.bio ?? '',
    location_visible: profile?.location_visible ?? true,
    accept_messages: profile?.accept_messages ?? true,
  } as Profile;
}
