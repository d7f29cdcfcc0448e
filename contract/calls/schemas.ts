import { z } from 'zod';
import { objectIdSchema } from '../common/schemas';
import { CALL_CANDIDATE_MAX, CALL_SDP_MAX, CALL_TYPES } from './index';

/** POST /api/calls/start. */
export const startCallSchema = z.object({
  recipient_user_id: objectIdSchema,
  call_type: z.enum(CALL_TYPES, { message: 'call_type must be audio or video' }),
});
export type StartCall = z.input<typeof startCallSchema>;

/** `/api/calls/{id}/...`: the id POST /api/calls/start answered (a UUID). */
export const callParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'id is not valid')
    .transform((s) => s.toLowerCase()),
});

const sessionDescription = <T extends 'offer' | 'answer'>(type: T) =>
  z.object(
    {
      type: z.literal(type, { message: `data.type must be ${type}` }),
      sdp: z
        .string({ message: 'data.sdp must be text' })
        .min(1, 'data.sdp cannot be blank')
        .max(CALL_SDP_MAX, `data.sdp must be at most ${CALL_SDP_MAX} characters`),
    },
    { message: 'data must be a session description' },
  );

const candidate = z.object(
  {
    candidate: z
      .string({ message: 'data.candidate must be text' })
      .max(CALL_CANDIDATE_MAX, `data.candidate must be at most ${CALL_CANDIDATE_MAX} characters`),
    sdpMid: z.string().max(64, 'data.sdpMid must be at most 64 characters').nullable().optional(),
    sdpMLineIndex: z
      .number()
      .int('data.sdpMLineIndex must be a whole number')
      .min(0)
      .max(64)
      .nullable()
      .optional(),
    usernameFragment: z
      .string()
      .max(256, 'data.usernameFragment must be at most 256 characters')
      .nullable()
      .optional(),
  },
  { message: 'data must be an ICE candidate' },
);

/** POST /api/calls/{id}/signal: relayed to the other person of the call, as it came. */
export const callSignalSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('offer'), data: sessionDescription('offer') }),
    z.object({ kind: z.literal('answer'), data: sessionDescription('answer') }),
    z.object({ kind: z.literal('candidate'), data: candidate }),
  ],
  { message: 'kind must be offer, answer or candidate' },
);
export type CallSignalInput = z.input<typeof callSignalSchema>;

/** POST /api/calls/{id}/end?reason=failed: the browser's connection broke (not a hang-up). */
export const endCallQuerySchema = z.object({
  reason: z.enum(['failed'], { message: 'reason must be failed (or absent)' }).optional(),
});
