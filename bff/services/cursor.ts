import { badRequest } from '../errors';

/**
 * A cursor is a position in a list of references (bff/db/pagedList.ts): "items older than this".
 * Positions only grow, so new items never shift a page. Sent as base64url of the number.
 */
export const encodeCursor = (pos: number) => Buffer.from(String(pos)).toString('base64url');

/** The cursor a page answers with: where the next (older) page starts, null at the end. */
export const cursorOf = (next: number | null): string | null =>
  next === null ? null : encodeCursor(next);

export function decodeCursor(raw: string): number {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const pos = Number(text);
  if (!/^\d{1,15}$/.test(text) || !Number.isSafeInteger(pos) || encodeCursor(pos) !== raw) {
    throw badRequest('cursor is not valid.', 'cursor_invalid');
  }
  return pos;
}
