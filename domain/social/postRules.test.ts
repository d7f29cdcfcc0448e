import { describe, expect, it } from 'vitest';
import type { Post } from '../../contract/social';
import { applyReaction, isMilestone, mainButtonReaction } from './postRules';

const zero = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, strong: 0 };
const base: Pick<
  Post,
  'likes_count' | 'reactions' | 'user_liked' | 'user_reaction' | 'user_reaction_type'
> = {
  likes_count: 2,
  reactions: { ...zero, love: 2 },
  user_liked: false,
  user_reaction: null,
  user_reaction_type: null,
};

describe('applyReaction', () => {
  it('a first reaction adds one', () => {
    const p = applyReaction(base, 'like');
    expect(p).toMatchObject({
      likes_count: 3,
      user_liked: true,
      user_reaction: '👍',
      user_reaction_type: 'like',
    });
    expect(p.reactions).toEqual({ ...zero, love: 2, like: 1 });
  });

  it('the same reaction again removes it', () => {
    const p = applyReaction(applyReaction(base, 'strong'), 'strong');
    expect(p).toMatchObject({
      likes_count: 2,
      user_liked: false,
      user_reaction: null,
      user_reaction_type: null,
    });
    expect(p.reactions).toEqual(base.reactions);
  });

  it('another reaction replaces it with the count unchanged', () => {
    const p = applyReaction(applyReaction(base, 'like'), 'sad');
    expect(p.likes_count).toBe(3);
    expect(p.reactions).toEqual({ ...zero, love: 2, sad: 1 });
    expect(p.user_reaction).toBe('😢');
  });

  it('never goes below zero', () => {
    const p = applyReaction(
      {
        ...base,
        likes_count: 0,
        reactions: zero,
        user_liked: true,
        user_reaction: '👍',
        user_reaction_type: 'like',
      },
      'like',
    );
    expect(p.likes_count).toBe(0);
    expect(p.reactions.like).toBe(0);
  });
});

it('the main button toggles the default 👍 or removes the current reaction', () => {
  expect(mainButtonReaction({ user_reaction_type: null })).toBe('like');
  expect(mainButtonReaction({ user_reaction_type: 'love' })).toBe('love');
});

it("treats milestone posts and posts mentioning 'days' as milestones", () => {
  expect(isMilestone({ post_type: 'milestone', content: 'One year!' })).toBe(true);
  expect(isMilestone({ post_type: 'text', content: '30 days clean today' })).toBe(true);
  expect(isMilestone({ post_type: 'text', content: 'Some Days are hard' })).toBe(true);
  expect(isMilestone({ post_type: 'text', content: 'holidays are hard' })).toBe(false);
});
