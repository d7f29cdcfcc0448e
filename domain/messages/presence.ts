import type { Presence } from '../../contract/messages';
import { messageTime } from '../time/relativeTime';

/** 'Online', 'Last seen 5m ago', 'Last seen just now', 'Last seen Nov 12', or 'Offline' when never seen. */
export function presenceLabel(presence: Presence, now: Date = new Date()): string {
  if (presence.online) return 'Online';
  if (!presence.last_seen) return 'Offline';
  const when = messageTime(presence.last_seen, now);
  if (when === '') return 'Offline';
  if (when === 'now') return 'Last seen just now';
  // Relative times ('5m', '2h', '3d') read as time ago; a date reads as is.
  return /^\d+[mhd]$/.test(when) ? `Last seen ${when} ago` : `Last seen ${when}`;
}
