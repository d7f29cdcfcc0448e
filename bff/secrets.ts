import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret with 256 bits of entropy. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What is stored instead of a secret: a leaked database holds no usable tokens. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Compares a secret (or its hash) with the expected one in constant time; a missing one differs. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
