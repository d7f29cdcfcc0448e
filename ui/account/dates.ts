import { postTime } from '../../domain/time/relativeTime';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A day as people read it, with its year ('Nov 12, 2026'): when a session or a copy began. */
export const dayLabel = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DAY.format(d);
};

/**
 * When a session was last used, as the feed says it ('5 minutes ago', 'Nov 12'), lower-cased
 * where it follows 'Last active' mid-sentence ('just now', 'yesterday').
 */
export const lastActiveLabel = (iso: string, now: Date = new Date()) => {
  const label = postTime(iso, now);
  return label === 'Just now' || label === 'Yesterday' ? label.toLowerCase() : label;
};
