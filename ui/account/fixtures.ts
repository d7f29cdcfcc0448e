/**
 * Privacy & account fixtures shared by stories and tests: a person's sessions at fixed times
 * (relative to FIXTURE_NOW), the current one first as the server lists it (newest last use).
 */
import type { AccountSession } from '../../contract/account';
import { FIXTURE_NOW, minutesAgo } from '../fixtures';

export { FIXTURE_NOW };

export const buildSession = (overrides: Partial<AccountSession> = {}): AccountSession => ({
  id: '0123456789abcdef0123456789abcdef',
  device: 'Firefox on Windows',
  created_at: minutesAgo(60 * 24 * 10),
  last_seen_at: minutesAgo(0),
  current: true,
  ...overrides,
});

/** This browser and two others. */
export const SESSIONS: AccountSession[] = [
  buildSession(),
  buildSession({
    id: '1123456789abcdef0123456789abcdef',
    device: 'Safari on iPhone',
    created_at: minutesAgo(60 * 24 * 3),
    last_seen_at: minutesAgo(42),
    current: false,
  }),
  buildSession({
    id: '2123456789abcdef0123456789abcdef',
    device: 'Chrome on Android',
    created_at: minutesAgo(60 * 24 * 40),
    last_seen_at: minutesAgo(60 * 24 * 12),
    current: false,
  }),
];

/** Many devices, one with a long name, for the lists that must scroll the page, not sideways. */
export const MANY_SESSIONS: AccountSession[] = [
  ...SESSIONS,
  ...['Edge on Windows', 'Chrome on macOS', 'Firefox on Linux', 'Samsung Internet on Android'].map(
    (device, i) =>
      buildSession({
        id: `${i + 3}123456789abcdef0123456789abcdef`,
        device,
        created_at: minutesAgo(60 * 24 * (50 + i * 9)),
        last_seen_at: minutesAgo(60 * 24 * (14 + i * 5)),
        current: false,
      }),
  ),
  buildSession({
    id: '9123456789abcdef0123456789abcdef',
    device: 'An unknown browser on an unknown device with a very long name indeed',
    created_at: minutesAgo(60 * 24 * 90),
    last_seen_at: minutesAgo(60 * 24 * 60),
    current: false,
  }),
];

/** When the toolkit copy in the stories was saved. */
export const COPY_SAVED_AT = minutesAgo(60 * 24 * 2);
