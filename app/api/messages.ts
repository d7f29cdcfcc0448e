import type {
  ConversationPage,
  Message,
  MessageReaction,
  MessageReactions,
  MessageThread,
  MessageType,
} from '../../contract/messages';
import { api } from './client';

const base = '/api/messages';
const enc = encodeURIComponent;

export const messagesApi = {
  threads: () => api<{ threads: MessageThread[] }>('GET', `${base}/threads`),
  /** The newest page, or with `cursor` (a page's next_cursor) the older one before it. */
  conversation: (otherUserId: string, cursor?: string | null) =>
    api<ConversationPage>(
      'GET',
      `${base}/thread/${enc(otherUserId)}${cursor ? `?cursor=${enc(cursor)}` : ''}`,
    ),
  /** `key`: the Idempotency-Key of this message, the same on a retry of it. */
  send: (recipientId: string, content: string, type: MessageType, key: string) =>
    api<{ message: Message }>(
      'POST',
      `${base}/send`,
      { recipient_user_id: recipientId, content, message_type: type },
      { 'Idempotency-Key': key },
    ),
  react: (messageId: string, emoji: MessageReaction) =>
    api<{ reactions: MessageReactions }>('POST', `${base}/${enc(messageId)}/reactions`, { emoji }),
  typing: (recipientId: string) =>
    api<void>('POST', `${base}/typing`, { recipient_user_id: recipientId }),
  report: (messageId: string, reason: string) =>
    api<{ success: true }>('POST', `${base}/${enc(messageId)}/report`, { reason }),
};
