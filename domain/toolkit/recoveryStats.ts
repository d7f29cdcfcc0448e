import {
  type DateKey,
  calendarDaysBetween,
  dateKey,
  daysInMonth,
  parseDateKey,
  startOfDateKey,
} from './calendar';
import { MIN_YEAR } from './recoveryDate';
import { daysLabel } from '../time/daysLabel';

export interface RecoveryStats {
  /** Calendar days since the start date (the start day itself is day 0). */
  totalDays: number;
  /** Real time elapsed since local midnight of the start date. */
  totalHours: number;
  totalMinutes: number;
  totalSeconds: number;
  /** The same span as years, months and days on the calendar. */
  years: number;
  months: number;
  days: number;
  weeks: number;
}

/** Adds whole months to a date, keeping the day or clamping it to the month's end (Jan 31 + 1 = Feb 28/29). */
function addMonths(p: { year: number; month: number; day: number }, months: number) {
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(p.day, daysInMonth(year, month)) };
}

const toKey = (p: { year: number; month: number; day: number }): DateKey =>
  `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/** Stats for a start date, or null when the date is missing, invalid, before 1900 or in the future. */
export function recoveryStats(
  start: DateKey | null | undefined,
  now: Date = new Date(),
): RecoveryStats | null {
  if (!start) return null;
  const from = parseDateKey(start);
  if (!from || from.year < MIN_YEAR) return null;
  const today = dateKey(now);
  const totalDays = calendarDaysBetween(start, today);
  if (!(totalDays >= 0)) return null;

  const elapsedMs = Math.max(0, now.getTime() - startOfDateKey(start).getTime());
  const totalSeconds = Math.floor(elapsedMs / 1000);

  // Whole months first (largest anchor not after today), then the remaining days.
  const to = parseDateKey(today)!;
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  while (months > 0 && toKey(addMonths(from, months)) > today) months -= 1;
  const days = calendarDaysBetween(toKey(addMonths(from, months)), today);

  return {
    totalDays,
    totalHours: Math.floor(totalSeconds / 3600),
    totalMinutes: Math.floor(totalSeconds / 60),
    totalSeconds,
    years: Math.floor(months / 12),
    months: months % 12,
    days,
    weeks: Math.floor(totalDays / 7),
  };
}

export interface Milestone {
  days: number;
  label: string;
}

/** The ten recovery milestones, in days (docs/product.md, Recovery timer). */
export const MILESTONES: readonly Milestone[] = [
  { days: 1, label: 'First Day' },
  { days: 7, label: '1 Week' },
  { days: 30, label: '1 Month' },
  { days: 60, label: '2 Months' },
  { days: 90, label: '3 Months' },
  { days: 180, label: '6 Months' },
  { days: 365, label: '1 Year' },
  { days: 730, label: '2 Years' },
  { days: 1095, label: '3 Years' },
  { days: 1825, label: '5 Years' },
];

export const isAchieved = (m: Milestone, totalDays: number) => totalDays >= m.days;

export interface NextGoal {
  milestone: Milestone;
  daysRemaining: number;
  /** Percent of the way from day 0 to the goal, 0-100. */
  progress: number;
}

/** The first milestone not yet reached, or null once all ten are. */
export function nextGoal(totalDays: number): NextGoal | null {
  const milestone = MILESTONES.find((m) => !isAchieved(m, totalDays));
  if (!milestone) return null;
  const progress = Math.min(100, Math.max(0, Math.floor((totalDays / milestone.days) * 100)));
  return { milestone, daysRemaining: milestone.days - totalDays, progress };
}

/** Sharing needs a start date and at least one day (docs/product.md, Sharing a milestone). */
export const SHARE_MESSAGES = {
  noTimer:
    'Please set up your recovery timer first and ensure you have at least 1 day of progress.',
  tooEarly: 'Keep going! You can share your progress after your first day.',
} as const;

/** Why progress cannot be shared yet, or null when it can. */
export function shareBlocker(stats: RecoveryStats | null): string | null {
  if (!stats) return SHARE_MESSAGES.noTimer;
  if (stats.totalDays < 1) return SHARE_MESSAGES.tooEarly;
  return null;
}

/** The post text for a shared milestone; it names the days, so the feed shows it as a milestone. */
export function milestonePostContent(days: number, label?: string): string {
  const span = daysLabel(days);
  return label && label !== span
    ? `🎉 I reached a recovery milestone: ${label} (${span} in recovery)!`
    : `🎉 I reached a recovery milestone: ${span} in recovery!`;
}
