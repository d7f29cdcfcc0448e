import { expect, it } from 'vitest';
import { formatCallTime } from './callTime';

it('shows minutes and seconds, two digits each, under an hour', () => {
  expect(formatCallTime(0)).toBe('00:00');
  expect(formatCallTime(7)).toBe('00:07');
  expect(formatCallTime(61)).toBe('01:01');
  expect(formatCallTime(59 * 60 + 59)).toBe('59:59');
});

it('shows hours, then minutes and seconds, from an hour on', () => {
  expect(formatCallTime(3600)).toBe('1:00:00');
  expect(formatCallTime(3600 + 2 * 60 + 3)).toBe('1:02:03');
  expect(formatCallTime(11 * 3600 + 59 * 60 + 59)).toBe('11:59:59');
});

it('counts whole seconds and never below zero (a clock behind the server)', () => {
  expect(formatCallTime(9.99)).toBe('00:09');
  expect(formatCallTime(-4)).toBe('00:00');
});
