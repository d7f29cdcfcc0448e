import { describe, expect, it } from 'vitest';
import { summariseReactions, toggleReaction, viewerReaction } from './reactions';

describe('summariseReactions', () => {
  it("lists the chosen reactions in the picker's order with counts, the viewer's marked", () => {
    expect(summariseReactions({ '😢': ['a'], '👍': ['me', 'b'], '❤️': [] }, 'me')).toEqual([
      { emoji: '👍', count: 2, mine: true },
      { emoji: '😢', count: 1, mine: false },
    ]);
  });

  it('counts a person once', () => {
    expect(summariseReactions({ '❤️': ['a', 'a'] }, 'me')).toEqual([
      { emoji: '❤️', count: 1, mine: false },
    ]);
  });

  it('is empty without reactions', () => {
    expect(summariseReactions({}, 'me')).toEqual([]);
  });
});

describe('viewerReaction', () => {
  it("finds the viewer's reaction", () => {
    expect(viewerReaction({ '😂': ['me'] }, 'me')).toBe('😂');
    expect(viewerReaction({ '😂': ['you'] }, 'me')).toBeNull();
  });
});

describe('toggleReaction', () => {
  it('adds a first reaction', () => {
    expect(toggleReaction({}, 'me', '❤️')).toEqual({ '❤️': ['me'] });
  });

  it('removes the same reaction chosen again, dropping empty lists', () => {
    expect(toggleReaction({ '❤️': ['me'], '👍': ['a'] }, 'me', '❤️')).toEqual({ '👍': ['a'] });
  });

  it("replaces the person's other reaction and leaves the others' alone", () => {
    expect(toggleReaction({ '❤️': ['me', 'a'] }, 'me', '😮')).toEqual({
      '❤️': ['a'],
      '😮': ['me'],
    });
  });

  it('does not change the reactions it is given', () => {
    const before = { '❤️': ['a'] };
    toggleReaction(before, 'me', '❤️');
    expect(before).toEqual({ '❤️': ['a'] });
  });
});
