import { describe, expect, it } from 'vitest';
import { messageTime, postTime } from './relativeTime';

const now = new Date(2026, 10, 22, 15, 0, 0); // 22 Nov 2026, 15:00 local
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const H = 60 * MIN;

describe('postTime', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MIN, '1 minute ago'],
    [45 * MIN, '45 minutes ago'],
    [H, '1 hour ago'],
    [5 * H, '5 hours ago'],
  ])('%d ms ago -> %s', (ms, text) => {
    expect(postTime(ago(ms), now)).toBe(text);
  });

  it("says 'Yesterday' for the previous calendar day", () => {
    expect(postTime(new Date(2026, 10, 21, 9, 0).toISOString(), now)).toBe('Yesterday');
  });

  it('counts days under a week', () => {
    expect(postTime(new Date(2026, 10, 19, 12, 0).toISOString(), now)).toBe('3 days ago');
    expect(postTime(new Date(2026, 10, 16, 12, 0).toISOString(), now)).toBe('6 days ago');
  });

  it('shows a short date from a week on, with the year when it differs', () => {
    expect(postTime(new Date(2026, 10, 15, 12, 0).toISOString(), now)).toBe('Nov 15');
    expect(postTime(new Date(2025, 0, 3, 12, 0).toISOString(), now)).toBe('Jan 3, 2025');
  });

  it('an invalid date shows nothing rather than NaN', () => {
    expect(postTime('garbage', now)).toBe('');
  });
});

describe('messageTime', () => {
  it.each([
    [30_000, 'now'],
    [5 * MIN, '5m'],
    [3 * H, '3h'],
    [24 * H, '1d'],
    [6 * 24 * H, '6d'],
  ])('%d ms ago -> %s', (ms, text) => {
    expect(messageTime(ago(ms), now)).toBe(text);
  });

  it('shows a short date from a week on', () => {
    expect(messageTime(ago(8 * 24 * H), now)).toBe('Nov 14');
  });
});
