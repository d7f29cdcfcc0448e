import { createHash } from 'node:crypto';

/**
 * The name of a session a person sees and ends it by (`AccountSession.id`, contract/account): the
 * first 32 hex characters of SHA-256('session:' + the token's hash). Derived, so every session has
 * one, those stored before the sessions list included; one-way, so it reveals neither the token
 * nor the hash that is the session's `_id`.
 */
export const sessionPublicId = (tokenHash: string) =>
  createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 32);
