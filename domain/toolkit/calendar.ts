/**
 * Calendar helpers on local dates. Days are counted on the calendar (not as 24-hour blocks), so a
 * daylight-saving change, which makes one local day 23 or 25 hours long, never shifts a count.
 */

/** A local calendar date as `YYYY-MM-DD`. */
export type DateKey = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of a moment, as `YYYY-MM-DD`. */
export function dateKey(d: Date): DateKey {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parts of a `YYYY-MM-DD` key that names a real calendar date, else null. */
export function parseDateKey(key: string): { year: number; month: number; day: number } | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Whether year-month-day (month 1-12) exists on the calendar (Feb 29 only in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days in a month (1-12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole calendar days from one local date to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: DateKey, to: DateKey): number {
  const a = parseDateKey(from);
  const b = parseDateKey(to);
  if (!a || !b) return Number.NaN;
  const utc = (p: { year: number; month: number; day: number }) =>
    Date.UTC(p.year, p.month - 1, p.day);
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

/** The local date `days` calendar days after (or, negative, before) a moment's date. */
export function addDays(d: Date, days: number): DateKey {
  return dateKey(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days));
}

/** Local midnight at the start of a date key. */
export function startOfDateKey(key: DateKey): Date {
  const p = parseDateKey(key);
  if (!p) return new Date(Number.NaN);
  return new Date(p.year, p.month - 1, p.day);
}
