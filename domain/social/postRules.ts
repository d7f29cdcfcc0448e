import {
  REACTIONS,
  type Post,
  type ReactionCounts,
  type ReactionType,
} from '../../contract/social';

/** The emoji of a reaction type (a post's `user_reaction`), or null for none. */
export const reactionEmoji = (type: ReactionType | null | undefined): string | null =>
  REACTIONS.find((r) => r.type === type)?.emoji ?? null;

/** A post whose content contains the word 'days' is a milestone (docs/product.md, Posts). */
export const isMilestone = (post: Pick<Post, 'post_type' | 'content'>) =>
  post.post_type === 'milestone' || /\bdays\b/i.test(post.content);

/**
 * The reaction rule (docs/product.md, Reactions), applied optimistically on the client: the same
 * reaction again removes it, another replaces it (count unchanged), a first one adds one; counts
 * never go below zero.
 */
export function applyReaction<
  P extends Pick<
    Post,
    'likes_count' | 'reactions' | 'user_liked' | 'user_reaction' | 'user_reaction_type'
  >,
>(post: P, type: ReactionType): P {
  const reactions: ReactionCounts = { ...post.reactions };
  const current = post.user_reaction_type;
  let likes = post.likes_count;
  let next: ReactionType | null;
  if (current === type) {
    reactions[type] = Math.max(0, reactions[type] - 1);
    likes = Math.max(0, likes - 1);
    next = null;
  } else if (current) {
    reactions[current] = Math.max(0, reactions[current] - 1);
    reactions[type] += 1;
    next = type;
  } else {
    reactions[type] += 1;
    likes += 1;
    next = type;
  }
  return {
    ...post,
    likes_count: likes,
    reactions,
    user_liked: next !== null,
    user_reaction: reactionEmoji(next),
    user_reaction_type: next,
  };
}

/** The reaction the main like button sends: removes the current one, or adds the default 👍. */
export const mainButtonReaction = (post: Pick<Post, 'user_reaction_type'>): ReactionType =>
  post.user_reaction_type ?? 'like';
