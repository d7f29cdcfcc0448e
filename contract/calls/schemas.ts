import { z } from 'zod';
import { objectIdSchema } from '../common/schemas';
import { CALL_TYPES } from './index';

/** POST /api/calls/start. */
export const startCallSchema = z.object({
  recipient_user_id: objectIdSchema,
  call_type: z.enum(CALL_TYPES, { message: 'call_type must be audio or video' }),
});
export type StartCall = z.input<typeof startCallSchema>;
