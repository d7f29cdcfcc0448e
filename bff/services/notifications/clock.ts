import { DateTime } from 'luxon';
import type { ClockTime } from '../../../contract/notifications';

/**
 * A person's clock for their reminder and quiet hours: times are theirs ('08:00' where they live,
 * in their IANA zone), instants are the server's. Daylight-saving changes are the zone's rules
 * (luxon reads them from the runtime): a time skipped by a change in spring comes that much
 * later (02:30 on the night clocks go from 02:00 to 03:00 is 03:30), a time that happens twice
 * in autumn comes once, the second time (so a reminder sent at the first cannot come again).
 */

/** The due bucket of the minute `at` falls in: 'YYYY-MM-DDTHH:MM', UTC. */
export const minuteKey = (at: Date) => at.toISOString().slice(0, 16);

/** The instant a due bucket's minute starts. */
export const minuteStart = (key: string) => new Date(`${key}:00.000Z`);

const parts = (time: ClockTime) => {
  const [hour, minute] = time.split(':').map(Number);
  return { hour: hour!, minute: minute! };
};

/** The person's date at `at`: 'YYYY-MM-DD'. */
export const localDate = (at: Date, zone: string) =>
  DateTime.fromJSDate(at, { zone }).toISODate() ?? at.toISOString().slice(0, 10);

/** The first instant after `after` at which the person's clock reads `time`. */
export function nextAt(after: Date, time: ClockTime, zone: string): Date {
  const now = DateTime.fromJSDate(after, { zone });
  for (let days = 0; days < 3; days++) {
    const day = now.plus({ days });
    const at = DateTime.fromObject(
      { year: day.year, month: day.month, day: day.day, ...parts(time) },
      { zone },
    );
    if (at.toMillis() > after.getTime()) return at.toJSDate();
  }
  // Unreachable: some day of the next three has the time after now.
  throw new Error(`no ${time} in ${zone} after ${after.toISOString()}`);
}

/**
 * When the daily reminder at `time` comes next after `after`: at most one a day, so on a day
 * already reminded (`remindedOn`, the person's date) a time moved later waits for the next day.
 */
export function nextReminder(
  after: Date,
  time: ClockTime,
  zone: string,
  remindedOn: string | null | undefined,
): Date {
  const due = nextAt(after, time, zone);
  return remindedOn && localDate(due, zone) <= remindedOn ? nextAt(due, time, zone) : due;
}

/** Is the person's clock within quiet hours at `at` (from `start` up to, not including, `end`)? */
export function inQuietHours(
  at: Date,
  quiet: { start: ClockTime; end: ClockTime } | null,
  zone: string,
): boolean {
  if (!quiet) return false;
  const local = DateTime.fromJSDate(at, { zone });
  const minute = local.hour * 60 + local.minute;
  const of = (t: ClockTime) => parts(t).hour * 60 + parts(t).minute;
  const [start, end] = [of(quiet.start), of(quiet.end)];
  // Over midnight (22:00 to 07:00): late evening or early morning.
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
