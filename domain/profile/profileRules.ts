import {
  RADIUS_DEFAULT,
  type Profile,
  type RecoveryType,
  type SupportStatus,
} from '../../contract/profile';

/**
 * A profile is complete when both support_status and recovery_type are set (docs/product.md,
 * Fields and limits).
 */
export const isProfileComplete = (
  p: { support_status?: string | null; recovery_type?: string | null } | null | undefined,
) => Boolean(p?.support_status && p.recovery_type);

/** The values the Profile Setup form edits. */
export interface ProfileFormValues {
  display_name: string;
  support_status: SupportStatus;
  recovery_type: RecoveryType;
  support_radius: number;
  bio: string;
  location_visible: boolean;
  accept_messages: boolean;
}

export const SUPPORT_STATUS_OPTIONS: { value: SupportStatus; label: string }[] = [
  { value: 'seeking', label: 'Seeking Support' },
  { value: 'giving', label: 'Offering Support' },
  { value: 'both', label: 'Seeking & Offering' },
];

export const RECOVERY_TYPE_OPTIONS: { value: RecoveryType; label: string }[] = [
  { value: 'substance_use', label: 'Substance use' },
  { value: 'mental_health', label: 'Mental health' },
  { value: 'both', label: 'Both' },
  { value: 'family_member', label: 'Family member' },
];

/**
 * Defaults for what a loaded profile lacks; a loaded false is kept (docs/product.md, Profile and
 * Profile Setup).
 */
export function formValuesFromProfile(p: Partial<Profile> | null | undefined): ProfileFormValues {
  return {
    display_name: p?.display_name ?? '',
    support_status: p?.support_status ?? 'seeking',
    recovery_type: p?.recovery_type ?? 'substance_use',
    support_radius: p?.support_radius ?? RADIUS_DEFAULT,
    bio: p?.bio ?? '',
    location_visible: p?.location_visible === false ? false : true,
    accept_messages: p?.accept_messages === false ? false : true,
  };
}
