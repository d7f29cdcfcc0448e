import type { Profile } from '../../contract/profile';
import { isProfileComplete } from '../../domain/profile/profileRules';

/**
 * Whose reports count toward holding a post automatically (REPORTS_TO_HOLD, contract/social).
 * Every report reaches the moderators; only these count toward the hold, so a handful of
 * throwaway accounts cannot take a person's post down (docs/decisions.md, Community).
 */

/** A reporter's account must be at least this old. */
export const REPORTER_MIN_ACCOUNT_AGE_MS = 24 * 60 * 60_000;
/**
 * After this many of a person's reports were dismissed by moderators (`reports_dismissed` on the
 * user, counted by the admin queue), their reports stop counting toward holds.
 */
export const REPORT_DISMISSALS_TO_STOP_COUNTING = 3;

export interface ReporterFacts {
  /** When the account was created. */
  created_at: Date;
  /** How many of this person's reports moderators dismissed. */
  reports_dismissed?: number | null;
}

/** Does this person's report count toward holding a post for review? */
export function reportCountsTowardHold(
  reporter: ReporterFacts | null | undefined,
  profile: Partial<Pick<Profile, 'support_status' | 'recovery_type'>> | null | undefined,
  now = new Date(),
): boolean {
  if (!reporter || !profile) return false;
  if (now.getTime() - reporter.created_at.getTime() < REPORTER_MIN_ACCOUNT_AGE_MS) return false;
  const { support_status = null, recovery_type = null } = profile;
  if (!isProfileComplete({ support_status, recovery_type })) return false;
  return (reporter.reports_dismissed ?? 0) < REPORT_DISMISSALS_TO_STOP_COUNTING;
}
