import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret with 256 bits of entropy. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What is stored instead of a secret: a leaked database holds no usable tokens. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
