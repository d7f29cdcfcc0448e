import { REVENUE_DEDUPE_MS, type RevenueEventType } from '../../contract/help';
import { before } from '../db/filters';

/**
 * Which revenue events count (docs/product.md, Revenue events): the one home of the rule. An event
 * counts only for an ad or center that is live (active), and once per type, ad or center and
 * person per REVENUE_DEDUPE_MS. Time is cut into fixed windows of that length; a booking holds
 * its window and the next, and a later one needs both of its own free, so two bookings are always
 * at least one window apart. Holding a window is inserting its guard mark (an `_id`), which the
 * database refuses twice, on one process or many.
 */

/** How many windows a guard mark is kept: past them it can no longer stop a booking. */
const WINDOWS_KEPT = 3;

/** What the rule reads of the ad or center an event names. */
export interface BookableFacts {
  active?: boolean | null;
}

/** May an event of this ad or center be booked at all? Only while it is live. */
export const bookable = <T extends BookableFacts>(target: T | null | undefined): target is T =>
  !!target?.active;

/** One event as the guard counts it; `person` is a keyed hash, never the person's id. */
export interface GuardedEvent {
  eventType: RevenueEventType;
  targetId: string;
  person: string;
}

/** The fixed window `at` (epoch ms) falls in. */
const windowOf = (at: number) => Math.floor(at / REVENUE_DEDUPE_MS);

/** What repeats of one event share: '<type>:<target>:<person>'. */
export const guardKey = (event: GuardedEvent): string =>
  `${event.eventType}:${event.targetId}:${event.person}`;

/**
 * The guard marks an event at `at` (epoch ms) must take to count ('<guardKey>:<window>', its
 * window and the next): it counts only if none of them is taken yet.
 */
export function guardMarks(event: GuardedEvent, at: number): [string, string] {
  const window = windowOf(at);
  return [`${guardKey(event)}:${window}`, `${guardKey(event)}:${window + 1}`];
}

/** Marks made before this time can no longer stop a booking at `now`. */
export const staleBefore = (now: number): Date => new Date(now - WINDOWS_KEPT * REVENUE_DEDUPE_MS);

/** The guard marks to sweep at `now` (no TTL indexes on FerretDB): those made before staleBefore. */
export const staleMarks = (now: number) => ({ at: before(staleBefore(now)) });
