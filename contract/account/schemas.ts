import { z } from 'zod';
import { DELETE_CONFIRM_WORD } from './index';

/** DELETE /api/account: only the typed word deletes anything. */
export const deleteAccountSchema = z.object(
  {
    confirm: z.literal(DELETE_CONFIRM_WORD, {
      message: `confirm must be the word ${DELETE_CONFIRM_WORD}`,
    }),
  },
  { message: `The body must be { "confirm": "${DELETE_CONFIRM_WORD}" }` },
);
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** `/api/account/sessions/{id}`: a session's public id. */
export const sessionParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'id is not a session id'),
});
