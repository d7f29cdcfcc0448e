import { expect, it } from 'vitest';
import { unreadA11yLabel, unreadBadgeLabel } from './unread';

it.each([
  [0, ''],
  [-1, ''],
  [1, '1'],
  [9, '9'],
  [10, '9+'],
  [250, '9+'],
])('badge for %d unread is %j', (count, label) => {
  expect(unreadBadgeLabel(count)).toBe(label);
});

it('a screen reader hears the real count', () => {
  expect(unreadA11yLabel(0)).toBe('');
  expect(unreadA11yLabel(1)).toBe('1 unread message');
  expect(unreadA11yLabel(3)).toBe('3 unread messages');
  expect(unreadA11yLabel(12)).toBe('12 unread messages');
});
