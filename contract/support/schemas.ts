import { z } from 'zod';
import { SUPPORT_REQUEST_MESSAGE_MAX } from './index';

/** POST /api/support-requests: an optional message for the peers. */
export const supportRequestSchema = z.object({
  message: z
    .string({ message: 'message must be text' })
    .trim()
    .max(
      SUPPORT_REQUEST_MESSAGE_MAX,
      `message must be at most ${SUPPORT_REQUEST_MESSAGE_MAX} characters`,
    )
    .default(''),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
