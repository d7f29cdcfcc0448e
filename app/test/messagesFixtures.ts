import { expect, vi } from 'vitest';
import type { ConversationPage, Message, MessageThread } from '../../contract/messages';
import { fakeApi, member } from './renderApp';
import { useMessagesStore } from '../stores/messagesStore';

/** For the messages store's tests: the viewer (`member`) and Ben, who writes to them. */
export const me = member.id;
export const ben = 'b'.repeat(24);

export const msg = (n: number, over: Partial<Message> = {}): Message => ({
  id: `m${n}`,
  sender_user_id: ben,
  recipient_user_id: me,
  content: `hello ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 23, 10, n)).toISOString(),
  is_read: true,
  reactions: {},
  message_type: 'text',
  by_moderator: false,
  ...over,
});

export const thread = (over: Partial<MessageThread> = {}): MessageThread => ({
  other_user_id: ben,
  other_user_name: 'Ben',
  last_message: 'hello 1',
  last_message_time: msg(1).created_at,
  last_message_mine: false,
  unread_count: 2,
  presence: { online: false, last_seen: null },
  blocked: false,
  ...over,
});

export const page = (
  messages: Message[],
  over: Partial<ConversationPage> = {},
): ConversationPage => ({
  messages,
  next_cursor: null,
  other_user: {
    id: ben,
    display_name: 'Ben',
    presence: { online: true, last_seen: null },
    blocked: false,
  },
  ...over,
});

export const conversationPath = `GET /api/messages/thread/${ben}`;

/** Loads the list and opens the conversation with Ben; returns the fake BFF that answered. */
export async function openWithBen(messages: Message[] = [msg(1)]) {
  const api = fakeApi({
    'GET /api/messages/threads': () => ({ status: 200, body: { threads: [thread()] } }),
    [conversationPath]: () => ({ status: 200, body: page(messages) }),
  });
  await useMessagesStore.getState().loadThreads();
  useMessagesStore.getState().select(ben);
  await vi.waitFor(() => expect(useMessagesStore.getState().conversation?.status).toBe('ready'));
  return api;
}
