import { z } from 'zod';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  RADIUS_MAX,
  RADIUS_MIN,
  RECOVERY_TYPES,
  SUPPORT_STATUSES,
} from './index';

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
