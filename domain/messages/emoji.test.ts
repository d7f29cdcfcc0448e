import { expect, it } from 'vitest';
import { PICKER_EMOJI } from './emoji';

it('offers about 90 emoji, each once and each with a name', () => {
  expect(PICKER_EMOJI.length).toBeGreaterThanOrEqual(85);
  expect(PICKER_EMOJI.length).toBeLessThanOrEqual(95);
  expect(new Set(PICKER_EMOJI.map((e) => e.emoji)).size).toBe(PICKER_EMOJI.length);
  expect(new Set(PICKER_EMOJI.map((e) => e.name)).size).toBe(PICKER_EMOJI.length);
  for (const e of PICKER_EMOJI) expect(e.name.trim()).not.toBe('');
});

it('leaves out alcohol, drugs, smoking and weapons', () => {
  const triggers = [
    '🍺',
    '🍻',
    '🍷',
    '🍸',
    '🍹',
    '🥂',
    '🥃',
    '🍾',
    '💊',
    '💉',
    '🚬',
    '🍁',
    '🔫',
    '🔪',
  ];
  expect(PICKER_EMOJI.filter((e) => triggers.includes(e.emoji))).toEqual([]);
});
