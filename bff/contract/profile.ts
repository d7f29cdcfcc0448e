import { z } from 'zod';

export const SUPPORT_STATUSES = ['seeking', 'giving', 'both'] as const;
export const RECOVERY_TYPES = ['substance_use', 'mental_health', 'both', 'family_member'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type RecoveryType = (typeof RECOVERY_TYPES)[number];

export const RADIUS_MIN = 1;
export const RADIUS_MAX = 50;
export const RADIUS_DEFAULT = 10;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;

/** POST /api/profile. Omitted optional fields keep their stored value. */
export const profileInputSchema = z.object({
  display_name: z
    .string({ message: 'display_name must be text' })
    .trim()
    .max(DISPLAY_NAME_MAX, `display_name must be at most ${DISPLAY_NAME_MAX} characters`)
    .optional(),
  support_status: z.enum(SUPPORT_STATUSES, {
    message: 'support_status must be one of seeking, giving, both',
  }),
  recovery_type: z.enum(RECOVERY_TYPES, {
    message: 'recovery_type must be one of substance_use, mental_health, both, family_member',
  }),
  support_radius: z
    .number({ message: 'support_radius must be a number' })
    .int('support_radius must be a whole number')
    .min(RADIUS_MIN, `support_radius must be between ${RADIUS_MIN} and ${RADIUS_MAX}`)
    .max(RADIUS_MAX, `support_radius must be between ${RADIUS_MIN} and ${RADIUS_MAX}`)
    .optional(),
  bio: z
    .string({ message: 'bio must be text' })
    .trim()
    .max(BIO_MAX, `bio must be at most ${BIO_MAX} characters`)
    .optional(),
  location_visible: z.boolean({ message: 'location_visible must be true or false' }).optional(),
  accept_messages: z.boolean({ message: 'accept_messages must be true or false' }).optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

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

/** A profile is complete when both support_status and recovery_type are set (spec, Entities). */
export const isProfileComplete = (
  p: Pick<Profile, 'support_status' | 'recovery_type'> | null | undefined,
) => Boolean(p?.support_status && p.recovery_type);
