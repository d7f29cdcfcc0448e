import {
  MESSAGE_REACTIONS,
  type MessageReaction,
  type MessageReactions,
} from '../../contract/messages';

/** Names of the message reactions, for screen readers and tooltips. */
export const MESSAGE_REACTION_NAMES: Record<MessageReaction, string> = {
  '👍': 'Thumbs up',
  '❤️': 'Heart',
  '😂': 'Laughing',
  '😮': 'Surprised',
  '😢': 'Sad',
  '😡': 'Angry',
};

export interface ReactionSummary {
  emoji: MessageReaction;
  count: number;
  /** The viewer chose this one. */
  mine: boolean;
}

/** The reactions a message has, in the picker's order, with counts and the viewer's marked. */
export function summariseReactions(
  reactions: MessageReactions,
  viewerId: string,
): ReactionSummary[] {
  return MESSAGE_REACTIONS.flatMap((emoji) => {
    const ids = reactions[emoji] ?? [];
    const count = new Set(ids).size;
    return count > 0 ? [{ emoji, count, mine: ids.includes(viewerId) }] : [];
  });
}

/** The viewer's reaction to a message, if any. */
export function viewerReaction(
  reactions: MessageReactions,
  viewerId: string,
): MessageReaction | null {
  return MESSAGE_REACTIONS.find((e) => reactions[e]?.includes(viewerId)) ?? null;
}

/**
 * One reaction per person per message, as on posts: the same emoji again removes it, another one
 * replaces it. For optimistic updates; the server applies the same rule.
 */
export function toggleReaction(
  reactions: MessageReactions,
  userId: string,
  emoji: MessageReaction,
): MessageReactions {
  const had = reactions[emoji]?.includes(userId) ?? false;
  const next: MessageReactions = {};
  for (const e of MESSAGE_REACTIONS) {
    const ids = (reactions[e] ?? []).filter((id) => id !== userId);
    if (e === emoji && !had) ids.push(userId);
    if (ids.length > 0) next[e] = ids;
  }
  return next;
}
