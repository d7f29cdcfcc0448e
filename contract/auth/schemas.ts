import { z } from 'zod';

/** POST /api/sessions */
export const sessionInputSchema = z.object({
  code: z
    .string({ message: 'code must be text' })
    .trim()
    .min(1, 'code is required')
    .max(200, 'code is too long'),
});
export type SessionInput = z.input<typeof sessionInputSchema>;
