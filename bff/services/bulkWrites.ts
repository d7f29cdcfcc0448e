/**
 * Updates per `update` command of a bulk write. FerretDB 1.24 keeps each statement's SQLite read
 * open until the whole command ends when the statement matches a document, and its SQLite pool
 * holds 100 connections: one command updating about 100 existing documents waits forever, and
 * the engine with it. So every bulk of updates is sent in commands of at most this many, on
 * every engine (the MongoDB strategy may run over a FerretDB server too).
 */
export const UPDATES_PER_COMMAND = 50;

/** `items` in consecutive parts of at most `size`. */
export function inParts<T>(items: readonly T[], size = UPDATES_PER_COMMAND): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}
