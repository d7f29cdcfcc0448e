import { expect, it } from 'vitest';
import {
  REPORT_DISMISSALS_TO_STOP_COUNTING,
  REPORTER_MIN_ACCOUNT_AGE_MS,
  reportCountsTowardHold,
} from './reports';

const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const complete = { support_status: 'seeking', recovery_type: 'substance_use' } as const;
const day = REPORTER_MIN_ACCOUNT_AGE_MS;

it('counts a report from an account older than 24 hours with a complete profile', () => {
  expect(reportCountsTowardHold({ created_at: ago(day) }, complete, now)).toBe(true);
  expect(reportCountsTowardHold({ created_at: ago(day - 1) }, complete, now)).toBe(false);
});

it('does not count a report from an incomplete profile or an unknown account', () => {
  expect(reportCountsTowardHold({ created_at: ago(2 * day) }, null, now)).toBe(false);
  expect(
    reportCountsTowardHold(
      { created_at: ago(2 * day) },
      { support_status: 'seeking', recovery_type: undefined as never },
      now,
    ),
  ).toBe(false);
  expect(reportCountsTowardHold(null, complete, now)).toBe(false);
});

it('stops counting a person whose reports were repeatedly dismissed', () => {
  const old = ago(30 * day);
  const dismissed = (n: number) =>
    reportCountsTowardHold({ created_at: old, reports_dismissed: n }, complete, now);
  expect(dismissed(REPORT_DISMISSALS_TO_STOP_COUNTING - 1)).toBe(true);
  expect(dismissed(REPORT_DISMISSALS_TO_STOP_COUNTING)).toBe(false);
  expect(REPORT_DISMISSALS_TO_STOP_COUNTING).toBe(3);
});
