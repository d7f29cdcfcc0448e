import type { Message } from '../../../contract/messages';
import type { ConversationMessage } from '../../../ui/messages/types';
import { messagesApi } from '../../api/messages';
import { notify } from './context';
import type { ConversationSlice, ConversationState, MessagesSlice, MessagesStore } from './state';
import { inConversation, patchThread } from './updates';

/** Numbers each read of the open conversation, so only the newest one's answer is shown. */
let conversationSeq = 0;

export const resetConversation = () => {
  conversationSeq = 0;
};

/** Newest page merged into what is shown: older loaded messages stay, unsent ones stay last. */
function mergeNewest(
  shown: readonly ConversationMessage[],
  page: readonly Message[],
): ConversationMessage[] {
  const oldest = page[0]?.created_at;
  const inPage = new Set(page.map((m) => m.id));
  const older = oldest
    ? shown.filter((m) => !m.pending && m.created_at < oldest && !inPage.has(m.id))
    : shown.filter((m) => !m.pending);
  const unsent = shown.filter((m) => m.pending);
  return [...older, ...page, ...unsent];
}

const opening = (userId: string): ConversationState => ({
  userId,
  status: 'loading',
  other: null,
  messages: [],
  nextCursor: null,
  loadingEarlier: false,
  sendError: null,
  readUpTo: null,
});

/** Re-reads the newest page of the open conversation (which also marks it read). */
export async function refreshConversation(store: MessagesStore) {
  const c = store.getState().conversation;
  if (!c) return;
  const seq = ++conversationSeq;
  try {
    const page = await messagesApi.conversation(c.userId);
    if (seq !== conversationSeq) return;
    inConversation(store, c.userId, (now) => ({
      ...now,
      status: 'ready',
      other: page.other_user,
      messages: mergeNewest(now.messages, page.messages),
      nextCursor: now.status === 'ready' ? now.nextCursor : page.next_cursor,
    }));
    patchThread(store, c.userId, { unread_count: 0 });
  } catch {
    // Nothing is lost: the messages stay on the server, and the conversation is read again on the
    // next event about it, when the stream returns or polls while down, or when the page is shown
    // again; until then the other person's read ticks wait.
  }
}

/** The open conversation: which one, its first page, and the pages before it. */
export const createConversationSlice: MessagesSlice<ConversationSlice> = (set, get, store) => ({
  selectedUserId: null,
  conversation: null,

  select: (userId) => {
    if (userId === get().selectedUserId && get().conversation?.status !== 'error') return;
    set({ selectedUserId: userId, conversation: null });
    if (userId) void get().loadConversation();
  },

  loadConversation: async () => {
    const userId = get().selectedUserId;
    if (!userId) return;
    const seq = ++conversationSeq;
    set({ conversation: opening(userId) });
    try {
      const page = await messagesApi.conversation(userId);
      if (seq !== conversationSeq) return;
      set({
        conversation: {
          ...opening(userId),
          status: 'ready',
          other: page.other_user,
          messages: page.messages,
          nextCursor: page.next_cursor,
        },
      });
      patchThread(store, userId, { unread_count: 0 });
    } catch {
      if (seq === conversationSeq)
        inConversation(store, userId, (c) => ({ ...c, status: 'error' }));
    }
  },

  loadEarlier: async () => {
    const c = get().conversation;
    if (!c || !c.nextCursor || c.loadingEarlier) return;
    inConversation(store, c.userId, (now) => ({ ...now, loadingEarlier: true }));
    try {
      const page = await messagesApi.conversation(c.userId, c.nextCursor);
      inConversation(store, c.userId, (now) => {
        const shown = new Set(now.messages.map((m) => m.id));
        return {
          ...now,
          loadingEarlier: false,
          nextCursor: page.next_cursor,
          messages: [...page.messages.filter((m) => !shown.has(m.id)), ...now.messages],
        };
      });
    } catch {
      inConversation(store, c.userId, (now) => ({ ...now, loadingEarlier: false }));
      notify('error', 'Could not load earlier messages. Please try again.');
    }
  },
});
