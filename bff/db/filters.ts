import { trusted } from 'mongoose';

/**
 * The only way our code writes a query operator into a mongoose filter.
 *
 * Every connection sets mongoose's `sanitizeFilter` (bff/db/connect.ts): any `{ $op: ... }` found in
 * a filter is rewritten into an equality with that object, so an operator smuggled in from a request
 * never runs as one. Operators our own services need must therefore be marked as ours; an
 * unmarked one silently matches nothing (or fails to cast: a 500, our bug). These builders mark
 * them, and lint forbids a filter operator written anywhere else in bff/ and tools/
 * (eslint.config.js), so no query can forget. Update operators (`$set`, `$inc`, `$push`, ...) are not filters and need nothing.
 * docs/decisions.md, Query operators, says why this and not dropping sanitizeFilter.
 */

/** Matches a field equal to any of `values` (`$in`). */
export function anyOf<T>(values: readonly T[]): { $in: T[] } {
  return trusted({ $in: [...values] });
}

/** Matches a date strictly before `date` (`$lt`). */
export function before(date: Date): { $lt: Date } {
  return trusted({ $lt: date });
}

/** Matches a date at or before `date` (`$lte`). */
export function atOrBefore(date: Date): { $lte: Date } {
  return trusted({ $lte: date });
}

/** Matches a date at or after `date` (`$gte`). */
export function atOrAfter(date: Date): { $gte: Date } {
  return trusted({ $gte: date });
}

/** Matches text holding `text` anywhere, whatever the case (`$regex`, `text` taken literally). */
export function containing(text: string): { $regex: string; $options: 'i' } {
  return trusted({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' as const });
}

/** Matches a field that is anything but true, missing included (`$ne`). */
export function notTrue(): { $ne: true } {
  return trusted({ $ne: true as const });
}

/** Matches a document matching any of `filters` (`$or`). */
export function eitherOf<F extends object>(filters: readonly F[]): { $or: F[] } {
  return trusted({ $or: [...filters] });
}

/** Matches text (an `_id` such as `<userId>:<key>`) that begins with `prefix` (`$gte` and `$lt`). */
export function startingWith(prefix: string): { $gte: string; $lt: string } {
  return trusted({ $gte: prefix, $lt: `${prefix}\uffff` });
}

/** Matches text from `first` to `last`, both included (`$gte` and `$lte`). */
export function fromTo(first: string, last: string): { $gte: string; $lte: string } {
  return trusted({ $gte: first, $lte: last });
}
