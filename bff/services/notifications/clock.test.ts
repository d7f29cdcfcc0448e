import { expect, it } from 'vitest';
import { inQuietHours, localDate, minuteKey, nextAt, nextReminder } from './clock';

const at = (iso: string) => new Date(iso);

it('finds the next time on the person’s clock, today or tomorrow', () => {
  // 07:00 UTC is 08:00 in Lisbon in winter: 20:00 is later today, 08:00 is tomorrow.
  expect(nextAt(at('2026-01-10T07:00:00Z'), '20:00', 'Europe/Lisbon').toISOString()).toBe(
    '2026-01-10T20:00:00.000Z',
  );
  expect(nextAt(at('2026-01-10T08:00:00Z'), '08:00', 'Europe/Lisbon').toISOString()).toBe(
    '2026-01-11T08:00:00.000Z',
  );
  // In Tokyo (UTC+9, no daylight saving) 08:00 of 11 January is 23:00 UTC of the 10th.
  expect(nextAt(at('2026-01-10T07:00:00Z'), '08:00', 'Asia/Tokyo').toISOString()).toBe(
    '2026-01-10T23:00:00.000Z',
  );
  // In Kolkata (UTC+5:30) 09:15 is 03:45 UTC.
  expect(nextAt(at('2026-01-10T04:00:00Z'), '09:15', 'Asia/Kolkata').toISOString()).toBe(
    '2026-01-11T03:45:00.000Z',
  );
});

it('keeps the person’s time across a daylight-saving change', () => {
  // New York goes from EST (UTC-5) to EDT (UTC-4) on 8 March 2026: 08:00 moves an hour in UTC.
  const before = nextAt(at('2026-03-07T14:00:00Z'), '08:00', 'America/New_York');
  expect(before.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  expect(nextAt(at('2026-03-06T14:00:00Z'), '08:00', 'America/New_York').toISOString()).toBe(
    '2026-03-07T13:00:00.000Z',
  );
  // 02:30 does not happen that night in New York: it comes at 03:30 EDT (07:30 UTC).
  expect(nextAt(at('2026-03-08T05:00:00Z'), '02:30', 'America/New_York').toISOString()).toBe(
    '2026-03-08T07:30:00.000Z',
  );
  // 01:30 happens twice on 1 November 2026 in New York: the reminder comes once, at the second
  // (01:30 EST, 06:30 UTC), and the next one a day later.
  const first = nextAt(at('2026-11-01T04:00:00Z'), '01:30', 'America/New_York');
  expect(first.toISOString()).toBe('2026-11-01T06:30:00.000Z');
  expect(nextAt(first, '01:30', 'America/New_York').toISOString()).toBe('2026-11-02T06:30:00.000Z');
});

it('knows the person’s date and the minute a job is due', () => {
  expect(localDate(at('2026-01-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-01-11');
  expect(localDate(at('2026-01-10T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-01-10');
  expect(minuteKey(at('2026-01-10T23:30:59.999Z'))).toBe('2026-01-10T23:30');
});

it('tells quiet hours, over midnight or within a day', () => {
  const night = { start: '22:00', end: '07:00' };
  // 23:00 and 06:59 in Lisbon (winter, UTC+0) are quiet; 07:00 is not.
  expect(inQuietHours(at('2026-01-10T23:00:00Z'), night, 'Europe/Lisbon')).toBe(true);
  expect(inQuietHours(at('2026-01-11T06:59:00Z'), night, 'Europe/Lisbon')).toBe(true);
  expect(inQuietHours(at('2026-01-11T07:00:00Z'), night, 'Europe/Lisbon')).toBe(false);
  // The same instant is 08:00 in Paris: not quiet there.
  expect(inQuietHours(at('2026-01-11T06:59:00Z'), night, 'Europe/Paris')).toBe(false);
  const afternoon = { start: '13:00', end: '15:00' };
  expect(inQuietHours(at('2026-01-10T14:00:00Z'), afternoon, 'UTC')).toBe(true);
  expect(inQuietHours(at('2026-01-10T15:00:00Z'), afternoon, 'UTC')).toBe(false);
  expect(inQuietHours(at('2026-01-10T14:00:00Z'), null, 'UTC')).toBe(false);
});

it('plans at most one reminder a day, on the person’s own date', () => {
  const tokyo = 'Asia/Tokyo'; // UTC+9: 10:00 UTC on the 10th is 19:00 on the 10th there
  const after = at('2026-01-10T10:00:00Z');
  // Not reminded yet today: 20:00 today.
  expect(nextReminder(after, '20:00', tokyo, null).toISOString()).toBe('2026-01-10T11:00:00.000Z');
  expect(nextReminder(after, '20:00', tokyo, '2026-01-09').toISOString()).toBe(
    '2026-01-10T11:00:00.000Z',
  );
  // Reminded today (their 10th): tomorrow's 20:00, whatever time today is left.
  expect(nextReminder(after, '20:00', tokyo, '2026-01-10').toISOString()).toBe(
    '2026-01-11T11:00:00.000Z',
  );
});
