import { expect, it } from 'vitest';
import { dayLabel, lastActiveLabel } from './dates';

const now = new Date('2026-11-22T15:00:00');

it('names a day with its year', () => {
  expect(dayLabel(new Date('2026-11-12T10:00:00').toISOString())).toBe('Nov 12, 2026');
  expect(dayLabel('not a date')).toBe('');
});

it('says when a session was last active, mid-sentence', () => {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  expect(lastActiveLabel(ago(10_000), now)).toBe('just now');
  expect(lastActiveLabel(ago(5 * 60_000), now)).toBe('5 minutes ago');
  expect(lastActiveLabel(new Date('2026-11-21T09:00:00').toISOString(), now)).toBe('yesterday');
  expect(lastActiveLabel(new Date('2026-11-02T09:00:00').toISOString(), now)).toBe('Nov 2');
});
