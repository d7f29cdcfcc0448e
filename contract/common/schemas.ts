import { z } from 'zod';

/** A MongoDB ObjectId as it travels in a URL or a body: 24 hexadecimal characters. */
export const objectIdSchema = z
  .string({ message: 'id must be text' })
  .regex(/^[0-9a-f]{24}$/i, 'id is not valid');

/** Route parameters of a resource addressed by its id (`/:id`). */
export const idParamsSchema = z.object({ id: objectIdSchema });

/**
 * The `Idempotency-Key` header of a create request (a post, a comment, a message): a UUID the
 * client makes once per compose and sends again on every retry of it. Optional.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid({ message: 'idempotency-key must be a UUID' }).optional(),
});
