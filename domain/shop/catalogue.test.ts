import { expect, it } from 'vitest';
import { CATALOGUE, formatPrice, productsIn } from './catalogue';

it('holds 9 items from $8.99 to $39.99, each with the documented fields', () => {
  expect(CATALOGUE).toHaveLength(9);
  const prices = CATALOGUE.map((p) => p.price);
  expect(Math.min(...prices)).toBe(8.99);
  expect(Math.max(...prices)).toBe(39.99);
  for (const p of CATALOGUE)
    expect(Object.keys(p).sort()).toEqual(
      ['description', 'features', 'id', 'name', 'popular', 'price', 'type'].sort(),
    );
  expect(new Set(CATALOGUE.map((p) => p.id)).size).toBe(9);
});

it('filters by category tab', () => {
  expect(productsIn('all')).toHaveLength(9);
  expect(productsIn('journals').map((p) => p.type)).toEqual(['journals', 'journals']);
  expect(formatPrice(8.99)).toBe('$8.99');
});
