import { expect, it } from 'vitest';
import { presenceLabel } from './presence';

const now = new Date('2026-11-22T15:00:00Z');
const ago = (min: number) => new Date(now.getTime() - min * 60_000).toISOString();

it.each([
  [{ online: true, last_seen: ago(30) }, 'Online'],
  [{ online: false, last_seen: null }, 'Offline'],
  [{ online: false, last_seen: 'garbage' }, 'Offline'],
  [{ online: false, last_seen: ago(0) }, 'Last seen just now'],
  [{ online: false, last_seen: ago(5) }, 'Last seen 5m ago'],
  [{ online: false, last_seen: ago(180) }, 'Last seen 3h ago'],
  [{ online: false, last_seen: ago(60 * 24 * 2) }, 'Last seen 2d ago'],
  [{ online: false, last_seen: '2026-10-01T12:00:00Z' }, 'Last seen Oct 1'],
])('%j -> %s', (presence, label) => {
  expect(presenceLabel(presence, now)).toBe(label);
});
