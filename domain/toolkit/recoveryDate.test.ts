import { afterEach, describe, expect, it } from 'vitest';
import {
  START_DATE_MESSAGES,
  UPDATE_DATE_MESSAGES,
  checkStartDate,
  daysAgo,
  startDateMessage,
  updateDateMessage,
} from './recoveryDate';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// Noon on 15 March 2026, local time.
const now = new Date(2026, 2, 15, 12, 0, 0);

describe('checkStartDate', () => {
  it('accepts MM/DD/YYYY and YYYY-MM-DD and stores an ISO date', () => {
    expect(checkStartDate('01/02/2024', now)).toEqual({ ok: true, date: '2024-01-02' });
    expect(checkStartDate('2024-01-02', now)).toEqual({ ok: true, date: '2024-01-02' });
    expect(checkStartDate(' 1/2/2024 ', now)).toEqual({ ok: true, date: '2024-01-02' });
    expect(checkStartDate('2024-1-2', now)).toEqual({ ok: true, date: '2024-01-02' });
  });

  it('accepts today but not tomorrow', () => {
    expect(checkStartDate('2026-03-15', now)).toEqual({ ok: true, date: '2026-03-15' });
    expect(checkStartDate('03/16/2026', now)).toEqual({ ok: false, reason: 'future' });
  });

  it('knows leap years and month ends', () => {
    expect(checkStartDate('02/29/2024', now).ok).toBe(true);
    expect(checkStartDate('02/29/2023', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkStartDate('1900-02-29', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkStartDate('2000-02-29', now).ok).toBe(true);
    expect(checkStartDate('04/31/2025', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkStartDate('13/01/2025', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkStartDate('2025-00-10', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('names each problem with the documented text', () => {
    expect(startDateMessage('required')).toBe('Please enter a recovery start date');
    const cases: [string, string][] = [
      ['', START_DATE_MESSAGES.required],
      ['   ', START_DATE_MESSAGES.required],
      ['yesterday', START_DATE_MESSAGES.format],
      ['2024/01/02', START_DATE_MESSAGES.format],
      ['02-30-2024', START_DATE_MESSAGES.format],
      ['02/30/2024', START_DATE_MESSAGES.format],
      ['01/01/1899', START_DATE_MESSAGES.year],
      ['1899-12-31', 'Please enter a valid year (1900 or later)'],
      ['2030-01-01', 'Recovery start date cannot be in the future'],
    ];
    for (const [input, message] of cases) {
      const result = checkStartDate(input, now);
      expect(result.ok, input).toBe(false);
      if (!result.ok) expect(startDateMessage(result.reason), input).toBe(message);
    }
  });

  it('gives the Update Date prompt its two messages', () => {
    const message = (input: string) => {
      const r = checkStartDate(input, now);
      return r.ok ? null : updateDateMessage(r.reason);
    };
    expect(message('not a date')).toBe(UPDATE_DATE_MESSAGES.format);
    expect(message('')).toBe('Invalid date format. Please use MM/DD/YYYY or YYYY-MM-DD');
    expect(message('2099-01-01')).toBe(
      'Invalid date. Please use MM/DD/YYYY or YYYY-MM-DD format with a valid date that is not in the future.',
    );
    expect(message('02/30/2024')).toBe(UPDATE_DATE_MESSAGES.invalid);
    expect(message('1800-01-01')).toBe(UPDATE_DATE_MESSAGES.invalid);
    expect(message('2024-02-29')).toBeNull();
  });

  it('judges "future" by the local calendar date, whatever the time zone', () => {
    process.env.TZ = 'Pacific/Auckland';
    // 23:30 on 31 Dec 2025 in Auckland is already 1 January in no other zone that matters here.
    const lateEvening = new Date(2025, 11, 31, 23, 30);
    expect(checkStartDate('2025-12-31', lateEvening).ok).toBe(true);
    expect(checkStartDate('2026-01-01', lateEvening)).toEqual({ ok: false, reason: 'future' });
    process.env.TZ = 'America/Los_Angeles';
    const earlyMorning = new Date(2026, 0, 1, 0, 5);
    expect(checkStartDate('2026-01-01', earlyMorning).ok).toBe(true);
  });
});

describe('daysAgo', () => {
  it('counts calendar days back for the quick-select buttons', () => {
    expect(daysAgo(365, now)).toBe('2025-03-15');
    expect(daysAgo(730, now)).toBe('2024-03-15');
    // 2024 is a leap year, so 1825 days back from 2026-03-15 lands on 2021-03-16.
    expect(daysAgo(1825, now)).toBe('2021-03-16');
    expect(daysAgo(3650, now)).toBe('2016-03-17');
  });

  it('is not thrown off by a daylight-saving change in between', () => {
    process.env.TZ = 'America/New_York';
    // DST started on 8 March 2026 in New York.
    const afterChange = new Date(2026, 2, 9, 0, 30);
    expect(daysAgo(1, afterChange)).toBe('2026-03-08');
    expect(daysAgo(2, afterChange)).toBe('2026-03-07');
  });
});
