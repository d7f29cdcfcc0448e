import { expect, it } from 'vitest';
import { failureText, fieldErrorOf } from './failure';

const FIELDS = ['ad_url', 'active_from', 'active_until', 'active'] as const;

it("a failure's text is its message, or the fallback", () => {
  expect(failureText(new Error('Gone.'), 'Failed.')).toBe('Gone.');
  expect(failureText({ message: 'Plain object.' }, 'Failed.')).toBe('Plain object.');
  expect(failureText(new Error(''), 'Failed.')).toBe('Failed.');
  expect(failureText('a string', 'Failed.')).toBe('Failed.');
  expect(failureText(undefined, 'Failed.')).toBe('Failed.');
});

it('a named field is taken when it is one of the form', () => {
  expect(fieldErrorOf({ field: 'ad_url', message: 'Use https.' }, FIELDS, 'x')).toEqual({
    field: 'ad_url',
    message: 'Use https.',
  });
  expect(fieldErrorOf({ field: 'nope', message: 'Odd.' }, FIELDS, 'x')).toEqual({
    message: 'Odd.',
  });
});

it("else the field whose key starts the message, the longest that does ('active_until', not 'active')", () => {
  expect(fieldErrorOf(new Error('active_until must be after active_from'), FIELDS, 'x')).toEqual({
    field: 'active_until',
    message: 'active_until must be after active_from',
  });
  expect(fieldErrorOf(new Error('active must be true or false'), FIELDS, 'x').field).toBe('active');
  expect(fieldErrorOf(new Error('The database is busy right now.'), FIELDS, 'x')).toEqual({
    message: 'The database is busy right now.',
  });
  expect(fieldErrorOf(null, FIELDS, 'Could not save.')).toEqual({ message: 'Could not save.' });
});
