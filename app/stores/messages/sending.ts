import { SEND_TEXTS } from '../../../contract/messages';
import type { ConversationMessage } from '../../../ui/messages/types';
import { newComposeKey } from '../../../ui/social/useComposeKey';
import { ApiError, NetworkError } from '../../api/client';
import { messagesApi } from '../../api/messages';
import { viewerId } from './context';
import type { MessagesSlice, SendingSlice } from './state';
import { inConversation } from './updates';

let tempSeq = 0;
/** The Idempotency-Key of a send not yet confirmed, by its payload: a retry sends the same key. */
let unsent: { payload: string; key: string } | null = null;

export const resetSending = () => {
  tempSeq = 0;
  unsent = null;
};

/** The text a failed send shows: the server's reason for a refusal, else the documented texts. */
export function sendFailureText(err: unknown): string {
  if (err instanceof NetworkError) return SEND_TEXTS.offline;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500)
    return `${SEND_TEXTS.failed.replace(' Please try again.', '')} ${err.message}`;
  return SEND_TEXTS.failed;
}

/** Sending: the message shows at once as 'sending', then as stored, or is rolled back. */
export const createSendingSlice: MessagesSlice<SendingSlice> = (set, get, store) => ({
  sending: false,

  send: async (content, type = 'text') => {
    const c = get().conversation;
    const text = content.trim();
    if (!c || !text || get().sending) return;
    const payload = JSON.stringify([c.userId, text, type]);
    if (unsent?.payload !== payload) unsent = { payload, key: newComposeKey() };
    const key = unsent.key;
    const tempId = `sending-${++tempSeq}`;
    const optimistic: ConversationMessage = {
      id: tempId,
      sender_user_id: viewerId(),
      recipient_user_id: c.userId,
      content: text,
      created_at: new Date().toISOString(),
      is_read: false,
      reactions: {},
      message_type: type,
      by_moderator: false,
      pending: 'sending',
    };
    set({ sending: true });
    inConversation(store, c.userId, (now) => ({
      ...now,
      sendError: null,
      messages: [...now.messages, optimistic],
    }));
    try {
      const { message } = await messagesApi.send(c.userId, text, type, key);
      unsent = null;
      inConversation(store, c.userId, (now) => {
        const rest = now.messages.filter((m) => m.id !== tempId && m.id !== message.id);
        const read = now.readUpTo !== null && message.created_at <= now.readUpTo;
        return { ...now, messages: [...rest, read ? { ...message, is_read: true } : message] };
      });
      // Sending reloads the list (the thread moves to the top; docs/product.md, Sending).
      void get().loadThreads();
    } catch (err) {
      const reason = sendFailureText(err);
      inConversation(store, c.userId, (now) => ({
        ...now,
        sendError: reason,
        messages: now.messages.filter((m) => m.id !== tempId),
      }));
      throw new Error(reason, { cause: err });
    } finally {
      set({ sending: false });
    }
  },

  dismissSendError: () => {
    const c = get().conversation;
    if (c) inConversation(store, c.userId, (now) => ({ ...now, sendError: null }));
  },
});
