import { expect, it } from 'vitest';
import { classifyPress, movedTooFar } from './press';

it('a press that stays within 15 px is a tap, or a hold from 600 ms', () => {
  expect(classifyPress(0, 0, 120)).toBe('tap');
  expect(classifyPress(9, 12, 599)).toBe('tap'); // exactly 15 px away
  expect(classifyPress(9, 12, 600)).toBe('hold');
  expect(classifyPress(-3, 4, 2000)).toBe('hold');
});

it('moving more than 15 px makes it a drag, however long it was held', () => {
  expect(movedTooFar(15, 0)).toBe(false);
  expect(movedTooFar(15.1, 0)).toBe(true);
  expect(classifyPress(11, 11, 100)).toBe('drag');
  expect(classifyPress(0, -16, 900)).toBe('drag');
});
