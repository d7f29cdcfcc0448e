import type { Message } from '../../../contract/messages';
import { toggleReaction } from '../../../domain/messages/reactions';
import { messagesApi } from '../../api/messages';
import { failure, notify, viewerId } from './context';
import type { MessagesSlice, ReactionsSlice } from './state';
import { inConversation } from './updates';

/** Reactions on a message of the open conversation: shown at once, rolled back when refused. */
export const createReactionsSlice: MessagesSlice<ReactionsSlice> = (_set, get, store) => ({
  react: async (messageId, emoji) => {
    const c = get().conversation;
    const me = viewerId();
    if (!c) return;
    const before = c.messages.find((m) => m.id === messageId);
    if (!before || before.pending) return;
    const reactions = toggleReaction(before.reactions, me, emoji);
    const withReactions = (r: Message['reactions']) =>
      inConversation(store, c.userId, (now) => ({
        ...now,
        messages: now.messages.map((m) => (m.id === messageId ? { ...m, reactions: r } : m)),
      }));
    withReactions(reactions);
    try {
      withReactions((await messagesApi.react(messageId, emoji)).reactions);
    } catch (err) {
      withReactions(before.reactions);
      notify('error', failure(err, 'Could not save your reaction. Please try again.').message);
    }
  },
});
