import { type DateKey, addDays, dateKey } from './calendar';

/** The five per-day usage counters (docs/product.md, Storage on the device). */
export const USAGE_KINDS = ['journaling', 'breathing', 'meditation', 'coping', 'checkin'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
export type DayUsage = Record<UsageKind, number>;
/** Per-day usage counts keyed by local date. */
export type UsageByDay = Record<DateKey, DayUsage>;

export const USAGE_LABELS: Record<UsageKind, string> = {
  journaling: 'Journaling',
  breathing: 'Breathing',
  meditation: 'Meditation',
  coping: 'Coping skills',
  checkin: 'Check-ins',
};

/** The dashboard's usage window (docs/product.md, Constants at a glance). */
export const USAGE_WINDOW_DAYS = 30;
/** How long day counters are kept on the device; older days are dropped on the next write. */
export const USAGE_KEEP_DAYS = 400;

export const emptyDay = (): DayUsage => ({
  journaling: 0,
  breathing: 0,
  meditation: 0,
  coping: 0,
  checkin: 0,
});

/** Adds one use of a tool on the moment's local date, dropping days older than the keep window. */
export function recordUsage(
  usage: UsageByDay,
  kind: UsageKind,
  now: Date = new Date(),
): UsageByDay {
  const today = dateKey(now);
  const oldest = addDays(now, -USAGE_KEEP_DAYS);
  const next: UsageByDay = {};
  for (const [day, counts] of Object.entries(usage)) if (day >= oldest) next[day] = counts;
  const day = next[today] ?? emptyDay();
  next[today] = { ...day, [kind]: day[kind] + 1 };
  return next;
}

export interface UsageDay {
  date: DateKey;
  counts: DayUsage;
  total: number;
}

/** The last `days` local dates, oldest first, ending today, with their counts (zero when unused). */
export function usageWindow(
  usage: UsageByDay,
  now: Date = new Date(),
  days: number = USAGE_WINDOW_DAYS,
): UsageDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(now, i - (days - 1));
    const counts = usage[date] ?? emptyDay();
    const total = USAGE_KINDS.reduce((sum, k) => sum + counts[k], 0);
    return { date, counts, total };
  });
}

/** Totals per tool over the window. */
export function usageTotals(days: UsageDay[]): DayUsage {
  const totals = emptyDay();
  for (const d of days) for (const k of USAGE_KINDS) totals[k] += d.counts[k];
  return totals;
}

const checkedIn = (usage: UsageByDay, day: DateKey) => (usage[day]?.checkin ?? 0) > 0;

/** Days with a check-in among the last seven (today and the six before): the dashboard's x/7. */
export function checkInsThisWeek(usage: UsageByDay, now: Date = new Date()): number {
  let n = 0;
  for (let i = 0; i < 7; i += 1) if (checkedIn(usage, addDays(now, -i))) n += 1;
  return n;
}

/**
 * Consecutive check-in days up to today. A streak still counts before today's check-in: it ends
 * at yesterday until midnight passes without one.
 */
export function checkInStreak(usage: UsageByDay, now: Date = new Date()): number {
  let offset = checkedIn(usage, dateKey(now)) ? 0 : -1;
  let streak = 0;
  while (checkedIn(usage, addDays(now, offset))) {
    streak += 1;
    offset -= 1;
  }
  return streak;
}
