import { create } from './create';
import { createConversationSlice, resetConversation } from './messages/conversation';
import { followLiveEvents } from './messages/liveUpdates';
import { createReactionsSlice } from './messages/reactions';
import { createSafetySlice } from './messages/safety';
import { createSendingSlice, resetSending } from './messages/sending';
import type { MessagesState } from './messages/state';
import { createThreadsSlice, resetThreads } from './messages/threads';
import { createTypingSlice, resetTyping } from './messages/typing';
import { resettable } from './resetRegistry';

export type { ConversationState } from './messages/state';
// The map's 'Message' action words a failed send the same way.
export { sendFailureText } from './messages/sending';

/**
 * Direct messages: the thread list, the open conversation, optimistic sends with rollback,
 * reactions, typing, blocking and reports (one slice each, in `messages/`), kept live by the live
 * events (`liveEvents.ts`, polled every 30 s while that stream is down).
 */
export const useMessagesStore = resettable(
  create<MessagesState>()((...a) => ({
    ...createThreadsSlice(...a),
    ...createConversationSlice(...a),
    ...createSendingSlice(...a),
    ...createReactionsSlice(...a),
    ...createTypingSlice(...a),
    ...createSafetySlice(...a),
  })),
  () => {
    resetThreads();
    resetConversation();
    resetSending();
    resetTyping();
  },
);

/**
 * Keeps the store live from the app-wide stream while someone is signed in (the layout calls it
 * beside `liveEvents.start()`); returns the unsubscribe.
 */
export const followMessagesEvents = () => followLiveEvents(useMessagesStore);
