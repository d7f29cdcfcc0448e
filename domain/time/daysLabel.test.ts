import { expect, it } from 'vitest';
import { daysLabel } from './daysLabel';

it('says day for one and days otherwise', () => {
  expect(daysLabel(0)).toBe('0 days');
  expect(daysLabel(1)).toBe('1 day');
  expect(daysLabel(365)).toBe('365 days');
});
