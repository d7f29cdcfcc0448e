import { afterEach, describe, expect, it } from 'vitest';
import {
  type UsageByDay,
  checkInStreak,
  checkInsThisWeek,
  emptyDay,
  recordUsage,
  usageTotals,
  usageWindow,
} from './usage';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const withCheckins = (...days: string[]): UsageByDay =>
  Object.fromEntries(days.map((d) => [d, { ...emptyDay(), checkin: 1 }]));

describe('recordUsage', () => {
  it('adds one to the tool on the local date and leaves the rest', () => {
    const now = new Date(2026, 2, 15, 23, 59);
    let usage = recordUsage({}, 'breathing', now);
    usage = recordUsage(usage, 'breathing', now);
    usage = recordUsage(usage, 'journaling', now);
    expect(usage['2026-03-15']).toEqual({ ...emptyDay(), breathing: 2, journaling: 1 });
    usage = recordUsage(usage, 'coping', new Date(2026, 2, 16, 0, 1));
    expect(usage['2026-03-16']).toEqual({ ...emptyDay(), coping: 1 });
    expect(usage['2026-03-15']!.breathing).toBe(2);
  });

  it('drops days older than the keep window', () => {
    const usage = { '2024-01-01': { ...emptyDay(), checkin: 1 } };
    const next = recordUsage(usage, 'checkin', new Date(2026, 2, 15));
    expect(Object.keys(next)).toEqual(['2026-03-15']);
  });
});

describe('usageWindow', () => {
  it('lists the last 30 local dates, oldest first, with zero for unused days', () => {
    const now = new Date(2026, 2, 15, 10);
    const usage: UsageByDay = {
      '2026-03-15': { ...emptyDay(), meditation: 2, checkin: 1 },
      '2026-02-14': { ...emptyDay(), breathing: 5 },
      '2026-02-13': { ...emptyDay(), breathing: 9 },
    };
    const days = usageWindow(usage, now);
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2026-02-14');
    expect(days[29]).toEqual({ date: '2026-03-15', counts: usage['2026-03-15'], total: 3 });
    expect(usageTotals(days)).toEqual({ ...emptyDay(), meditation: 2, checkin: 1, breathing: 5 });
  });

  it('has exactly one entry per calendar day across a daylight-saving change', () => {
    process.env.TZ = 'America/New_York';
    const days = usageWindow({}, new Date(2026, 2, 20, 12));
    const dates = days.map((d) => d.date);
    expect(new Set(dates).size).toBe(30);
    expect(dates).toContain('2026-03-08');
    expect(dates).toContain('2026-03-09');
    expect(dates.at(-1)).toBe('2026-03-20');
  });

  it('crosses month ends and a leap day', () => {
    const dates = usageWindow({}, new Date(2024, 2, 2), 4).map((d) => d.date);
    expect(dates).toEqual(['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
  });
});

describe('check-ins', () => {
  const now = new Date(2026, 2, 15, 9);

  it('counts check-in days in the last seven as x/7', () => {
    const usage = withCheckins('2026-03-15', '2026-03-13', '2026-03-09', '2026-03-08');
    expect(checkInsThisWeek(usage, now)).toBe(3);
    expect(checkInsThisWeek({}, now)).toBe(0);
  });

  it('computes the current streak of consecutive check-in days', () => {
    expect(checkInStreak({}, now)).toBe(0);
    expect(checkInStreak(withCheckins('2026-03-15'), now)).toBe(1);
    expect(checkInStreak(withCheckins('2026-03-15', '2026-03-14', '2026-03-13'), now)).toBe(3);
    // A gap ends the streak.
    expect(checkInStreak(withCheckins('2026-03-15', '2026-03-13'), now)).toBe(1);
  });

  it("keeps yesterday's streak alive until today ends without a check-in", () => {
    expect(checkInStreak(withCheckins('2026-03-14', '2026-03-13'), now)).toBe(2);
    expect(checkInStreak(withCheckins('2026-03-13', '2026-03-12'), now)).toBe(0);
  });

  it('ignores days with a zero check-in count', () => {
    const usage = { ...withCheckins('2026-03-15'), '2026-03-14': { ...emptyDay(), breathing: 1 } };
    expect(checkInStreak(usage, now)).toBe(1);
  });

  it('runs across a month end and a daylight-saving night', () => {
    process.env.TZ = 'Europe/London';
    // Clocks went forward on 29 March 2026 in London.
    const at = new Date(2026, 3, 1, 7);
    const usage = withCheckins(
      '2026-04-01',
      '2026-03-31',
      '2026-03-30',
      '2026-03-29',
      '2026-03-28',
    );
    expect(checkInStreak(usage, at)).toBe(5);
    expect(checkInsThisWeek(usage, at)).toBe(5);
  });
});
