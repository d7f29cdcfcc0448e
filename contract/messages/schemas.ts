import { z } from 'zod';
import { objectIdSchema } from '../common/schemas';
import { MESSAGE_MAX, MESSAGE_REACTIONS, MESSAGE_TYPES } from './index';

/** POST /api/messages/send. */
export const newMessageSchema = z.object({
  recipient_user_id: objectIdSchema,
  content: z
    .string({ message: 'content must be text' })
    .trim()
    .min(1, 'content cannot be blank')
    .max(MESSAGE_MAX, `content must be at most ${MESSAGE_MAX} characters`),
  message_type: z
    .enum(MESSAGE_TYPES, { message: 'message_type must be text or emoji' })
    .default('text'),
});
export type NewMessage = z.input<typeof newMessageSchema>;

/** POST /api/messages/{id}/reactions. */
export const messageReactionSchema = z.object({
  emoji: z.enum(MESSAGE_REACTIONS, {
    message: `emoji must be one of ${MESSAGE_REACTIONS.join(' ')}`,
  }),
});
export type MessageReactionInput = z.input<typeof messageReactionSchema>;

/** POST /api/messages/typing. */
export const typingSchema = z.object({ recipient_user_id: objectIdSchema });
export type TypingInput = z.input<typeof typingSchema>;

/** A message id: the conversation's pair of user ids and the message's place in it. */
export const messageIdSchema = z
  .string({ message: 'id must be text' })
  .regex(/^[0-9a-f]{24}-[0-9a-f]{24}-(0|[1-9]\d{0,9})$/i, 'id is not a valid message id');
export const messageParamsSchema = z.object({ id: messageIdSchema });
export const otherUserParamsSchema = z.object({ otherUserId: objectIdSchema });

export const conversationQuerySchema = z.object({
  cursor: z.string().max(40, 'cursor is not valid').optional(),
});
