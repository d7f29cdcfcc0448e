import { expect, it } from 'vitest';
import { auditChanges, dollars, utcDay, utcTime } from './format';

it('shows cents as dollars', () => {
  expect(dollars(0)).toBe('$0.00');
  expect(dollars(1)).toBe('$0.01');
  expect(dollars(123_456)).toBe('$1,234.56');
});

it('shows times and days in UTC, whatever the clock of the machine', () => {
  expect(utcTime('2026-11-22T15:04:00Z')).toBe('Nov 22, 2026, 15:04 UTC');
  expect(utcTime('2026-11-22T00:30:00+02:00')).toBe('Nov 21, 2026, 22:30 UTC');
  expect(utcTime('not a time')).toBe('');
  expect(utcDay('2026-11-03')).toBe('Nov 3');
  expect(utcDay('2026-11-03T23:59:00Z')).toBe('Nov 3');
});

it('lists each changed field once, before → after', () => {
  expect(auditChanges({ status: 'pending' }, { status: 'rejected' })).toEqual([
    'status: pending → rejected',
  ]);
  expect(auditChanges(null, { active: true, priority_level: 3 })).toEqual([
    'active: — → true',
    'priority_level: — → 3',
  ]);
  expect(auditChanges({ website: 'https://a.example' }, { website: null })).toEqual([
    'website: https://a.example → none',
  ]);
  expect(auditChanges(null, null)).toEqual([]);
});
