import { describe, expect, it } from 'vitest';
import { TIME_SEPARATOR_GAP_MS } from '../../contract/messages';
import { clockTime, needsTimeSeparator, separatorLabel, withTimeSeparators } from './timeline';

const now = new Date(2026, 10, 22, 15, 0, 0); // Sunday 22 Nov 2026, 15:00 local
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const msg = (id: string, ms: number) => ({ id, created_at: at(ms) });

describe('needsTimeSeparator', () => {
  it('puts one before the first message', () => {
    expect(needsTimeSeparator(null, at(0))).toBe(true);
  });

  it('puts one after a gap of more than 5 minutes, not of exactly 5 or less', () => {
    expect(TIME_SEPARATOR_GAP_MS).toBe(5 * MIN);
    expect(needsTimeSeparator(at(0), at(5 * MIN + 1))).toBe(true);
    expect(needsTimeSeparator(at(0), at(5 * MIN))).toBe(false);
    expect(needsTimeSeparator(at(0), at(2 * MIN))).toBe(false);
  });

  it('none for a message that arrived out of order or has no readable time', () => {
    expect(needsTimeSeparator(at(10 * MIN), at(0))).toBe(false);
    expect(needsTimeSeparator(at(0), 'not a date')).toBe(false);
    expect(needsTimeSeparator('not a date', at(0))).toBe(true);
  });
});

describe('withTimeSeparators', () => {
  it('interleaves separators where the gap exceeds 5 minutes', () => {
    const items = withTimeSeparators([
      msg('a', 0),
      msg('b', 2 * MIN),
      msg('c', 8 * MIN),
      msg('d', 13 * MIN),
      msg('e', 60 * MIN),
    ]);
    // a; b 2 min later; c 6 min later; d exactly 5 min later; e 47 min later.
    expect(items.map((i) => (i.kind === 'separator' ? '|' : i.message.id)).join('')).toBe(
      '|ab|cd|e',
    );
  });

  it('keys are stable and unique', () => {
    const items = withTimeSeparators([msg('a', 0), msg('b', 10 * MIN)]);
    expect(items.map((i) => i.key)).toEqual(['sep-a', 'a', 'sep-b', 'b']);
  });

  it('an empty conversation has no rows', () => {
    expect(withTimeSeparators([])).toEqual([]);
  });
});

describe('separatorLabel', () => {
  it('says Today, Yesterday, a weekday within a week, then a date', () => {
    expect(separatorLabel(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('Today 9:05 AM');
    expect(separatorLabel(new Date(2026, 10, 21, 21, 30).toISOString(), now)).toBe(
      'Yesterday 9:30 PM',
    );
    expect(separatorLabel(new Date(2026, 10, 18, 12, 0).toISOString(), now)).toBe(
      'Wednesday 12:00 PM',
    );
    expect(separatorLabel(new Date(2026, 10, 12, 8, 0).toISOString(), now)).toBe('Nov 12, 8:00 AM');
    expect(separatorLabel(new Date(2025, 11, 31, 23, 59).toISOString(), now)).toBe(
      'Dec 31, 2025, 11:59 PM',
    );
  });

  it('is empty for an unreadable time', () => {
    expect(separatorLabel('nope', now)).toBe('');
  });
});

describe('clockTime', () => {
  it('is the local time with a plain space before AM/PM', () => {
    expect(clockTime(new Date(2026, 10, 22, 15, 4).toISOString())).toBe('3:04 PM');
    expect(clockTime('nope')).toBe('');
  });
});
