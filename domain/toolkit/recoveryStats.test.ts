import { afterEach, describe, expect, it } from 'vitest';
import {
  MILESTONES,
  SHARE_MESSAGES,
  milestonePostContent,
  nextGoal,
  recoveryStats,
  shareBlocker,
} from './recoveryStats';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('recoveryStats', () => {
  it('counts days, time, calendar span and weeks', () => {
    const now = new Date(2026, 2, 15, 12, 30, 15);
    const stats = recoveryStats('2025-01-10', now)!;
    expect(stats.totalDays).toBe(429);
    expect(stats.years).toBe(1);
    expect(stats.months).toBe(2);
    expect(stats.days).toBe(5);
    expect(stats.weeks).toBe(61);
    expect(stats.totalSeconds).toBe(
      Math.floor((now.getTime() - new Date(2025, 0, 10).getTime()) / 1000),
    );
    expect(stats.totalMinutes).toBe(Math.floor(stats.totalSeconds / 60));
    expect(stats.totalHours).toBe(Math.floor(stats.totalSeconds / 3600));
  });

  it('starts at day 0 on the start date itself', () => {
    const stats = recoveryStats('2026-03-15', new Date(2026, 2, 15, 8, 0, 0))!;
    expect(stats).toMatchObject({ totalDays: 0, years: 0, months: 0, days: 0, weeks: 0 });
    expect(stats.totalHours).toBe(8);
  });

  it('yields no stats for a missing, invalid, too early or future date', () => {
    const now = new Date(2026, 2, 15);
    expect(recoveryStats(null, now)).toBeNull();
    expect(recoveryStats('', now)).toBeNull();
    expect(recoveryStats('garbage', now)).toBeNull();
    expect(recoveryStats('2025-02-29', now)).toBeNull();
    expect(recoveryStats('1899-12-31', now)).toBeNull();
    expect(recoveryStats('2026-03-16', now)).toBeNull();
  });

  it('handles month ends and leap days on the calendar', () => {
    // Jan 31 + 1 month is Feb 28: on 1 March that is 1 month and 1 day.
    expect(recoveryStats('2026-01-31', new Date(2026, 2, 1))).toMatchObject({
      totalDays: 29,
      months: 1,
      days: 1,
    });
    // Leap day start: one year later is 28 Feb 2025.
    expect(recoveryStats('2024-02-29', new Date(2025, 1, 28))).toMatchObject({
      totalDays: 365,
      years: 1,
      months: 0,
      days: 0,
    });
    // Across a leap year, 366 days make one year.
    expect(recoveryStats('2024-01-01', new Date(2025, 0, 1))).toMatchObject({
      totalDays: 366,
      years: 1,
      months: 0,
      days: 0,
    });
    expect(recoveryStats('2025-12-31', new Date(2026, 0, 30))).toMatchObject({
      months: 0,
      days: 30,
    });
  });

  it('counts calendar days across daylight-saving changes', () => {
    process.env.TZ = 'Europe/Berlin';
    // Summer time began 29 March 2026 (a 23-hour day) and ends 25 October 2026 (25 hours).
    const spring = recoveryStats('2026-03-28', new Date(2026, 2, 30, 0, 30))!;
    expect(spring.totalDays).toBe(2);
    expect(spring.totalHours).toBe(47);
    const autumn = recoveryStats('2026-10-24', new Date(2026, 9, 26, 0, 30))!;
    expect(autumn.totalDays).toBe(2);
    expect(autumn.totalHours).toBe(49);
  });

  it('uses the local date of the person, not UTC', () => {
    process.env.TZ = 'Asia/Tokyo';
    // 08:00 in Tokyo on 2 Jan is still 1 Jan in UTC; the local day is what counts.
    expect(recoveryStats('2026-01-01', new Date(2026, 0, 2, 8))!.totalDays).toBe(1);
    process.env.TZ = 'America/Los_Angeles';
    expect(recoveryStats('2026-01-01', new Date(2026, 0, 1, 23, 59))!.totalDays).toBe(0);
  });
});

describe('milestones', () => {
  it('are the ten documented ones', () => {
    expect(MILESTONES.map((m) => `${m.days} ${m.label}`)).toEqual([
      '1 First Day',
      '7 1 Week',
      '30 1 Month',
      '60 2 Months',
      '90 3 Months',
      '180 6 Months',
      '365 1 Year',
      '730 2 Years',
      '1095 3 Years',
      '1825 5 Years',
    ]);
  });

  it('give the next goal with days remaining and capped progress', () => {
    expect(nextGoal(0)).toEqual({ milestone: MILESTONES[0], daysRemaining: 1, progress: 0 });
    expect(nextGoal(1)).toEqual({ milestone: MILESTONES[1], daysRemaining: 6, progress: 14 });
    expect(nextGoal(29)).toEqual({ milestone: MILESTONES[2], daysRemaining: 1, progress: 96 });
    expect(nextGoal(30)?.milestone.label).toBe('2 Months');
    expect(nextGoal(1824)).toMatchObject({ daysRemaining: 1, progress: 99 });
    expect(nextGoal(1825)).toBeNull();
    expect(nextGoal(9000)).toBeNull();
  });
});

describe('sharing', () => {
  it('needs a timer and at least one day', () => {
    expect(shareBlocker(null)).toBe(SHARE_MESSAGES.noTimer);
    const day0 = recoveryStats('2026-03-15', new Date(2026, 2, 15, 20))!;
    expect(shareBlocker(day0)).toBe(
      'Keep going! You can share your progress after your first day.',
    );
    const day1 = recoveryStats('2026-03-14', new Date(2026, 2, 15, 0, 1))!;
    expect(shareBlocker(day1)).toBeNull();
  });

  it('writes post text that the feed shows as a milestone', () => {
    expect(milestonePostContent(30, '1 Month')).toBe(
      '🎉 I reached a recovery milestone: 1 Month (30 days in recovery)!',
    );
    expect(milestonePostContent(45)).toBe(
      '🎉 I reached a recovery milestone: 45 days in recovery!',
    );
    expect(milestonePostContent(1, 'First Day')).toContain('1 day in recovery');
  });
});
