/**
 * The profile contract (docs/product.md, Profile and Profile Setup): values, limits and shapes,
 * with no zod at run time.
 */
export type { ProfileInput } from './schemas';

export const SUPPORT_STATUSES = ['seeking', 'giving', 'both'] as const;
export const RECOVERY_TYPES = ['substance_use', 'mental_health', 'both', 'family_member'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type RecoveryType = (typeof RECOVERY_TYPES)[number];

export const RADIUS_MIN = 1;
export const RADIUS_MAX = 50;
export const RADIUS_DEFAULT = 10;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;

/** GET /api/profile and the answer of POST /api/profile. */
export interface Profile {
  display_name: string;
  support_status: SupportStatus | null;
  recovery_type: RecoveryType | null;
  support_radius: number;
  bio: string;
  location_visible: boolean;
  accept_messages: boolean;
}
