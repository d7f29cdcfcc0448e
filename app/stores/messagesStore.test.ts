import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ConversationPage, Message, MessageThread } from '../../contract/messages';
import { fakeApi, member } from '../test/renderApp';
import { useMessagesStore } from './messagesStore';
import { useNoticeStore } from './noticeStore';
import { useSessionStore } from './sessionStore';

const me = member.id;
const ben = 'b'.repeat(24);
const msg = (n: number, over: Partial<Message> = {}): Message => ({
  id: `m${n}`,
  sender_user_id: ben,
  recipient_user_id: me,
  content: `hello ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 23, 10, n)).toISOString(),
  is_read: true,
  reactions: {},
  message_type: 'text',
  ...over,
});
const thread = (over: Partial<MessageThread> = {}): MessageThread => ({
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
const page = (messages: Message[], over: Partial<ConversationPage> = {}): ConversationPage => ({
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
const conversationPath = `GET /api/messages/thread/${ben}`;

beforeEach(() => useSessionStore.setState({ user: member }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openWithBen(messages: Message[] = [msg(1)]) {
  const api = fakeApi({
    'GET /api/messages/threads': () => ({ status: 200, body: { threads: [thread()] } }),
    [conversationPath]: () => ({ status: 200, body: page(messages) }),
  });
  await useMessagesStore.getState().loadThreads();
  useMessagesStore.getState().select(ben);
  await vi.waitFor(() => expect(useMessagesStore.getState().conversation?.status).toBe('ready'));
  return api;
}

it('loads the threads, then the chosen conversation, clearing its unread badge', async () => {
  await openWithBen();
  const s = useMessagesStore.getState();
  expect(s.threadsStatus).toBe('ready');
  expect(s.conversation).toMatchObject({ userId: ben, other: { display_name: 'Ben' } });
  expect(s.conversation?.messages.map((m) => m.content)).toEqual(['hello 1']);
  expect(s.threads[0]?.unread_count).toBe(0);
});

it('says error when the list cannot load, and keeps a shown list on a later failure', async () => {
  fakeApi({ 'GET /api/messages/threads': () => ({ status: 503, body: { error: 'down' } }) });
  await useMessagesStore.getState().loadThreads();
  expect(useMessagesStore.getState().threadsStatus).toBe('error');
  useMessagesStore.setState({ threads: [thread()], threadsStatus: 'ready' });
  await useMessagesStore.getState().loadThreads();
  expect(useMessagesStore.getState()).toMatchObject({
    threadsStatus: 'ready',
    threads: [thread()],
  });
});

it('sends optimistically with an Idempotency-Key, then shows the stored message', async () => {
  let release: (v: { status: number; body: unknown }) => void = () => {};
  const stored = msg(2, { sender_user_id: me, recipient_user_id: ben, content: 'on my way' });
  await openWithBen();
  const api = fakeApi({
    'POST /api/messages/send': () => new Promise((r) => (release = r)),
    'GET /api/messages/threads': () => ({ status: 200, body: { threads: [thread()] } }),
  });
  const sending = useMessagesStore.getState().send('  on my way ');
  expect(useMessagesStore.getState().sending).toBe(true);
  expect(useMessagesStore.getState().conversation?.messages.at(-1)).toMatchObject({
    content: 'on my way',
    pending: 'sending',
  });
  release({ status: 201, body: { message: stored } });
  await sending;
  expect(useMessagesStore.getState().conversation?.messages.map((m) => [m.id, m.pending])).toEqual([
    ['m1', undefined],
    ['m2', undefined],
  ]);
  expect(useMessagesStore.getState().sending).toBe(false);
  const init = api.fetchMock.mock.calls[0]![1] as RequestInit;
  expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(String(init.body))).toEqual({
    recipient_user_id: ben,
    content: 'on my way',
    message_type: 'text',
  });
});

it.each([
  [
    { status: 403, body: { error: 'This person is not accepting messages from you right now.' } },
    'Failed to send message. This person is not accepting messages from you right now.',
  ],
  [{ status: 500, body: { error: 'boom' } }, 'Failed to send message. Please try again.'],
])('rolls a refused send back and names why: %j', async (answer, text) => {
  await openWithBen();
  fakeApi({ 'POST /api/messages/send': () => answer });
  await expect(useMessagesStore.getState().send('are you there?')).rejects.toThrow(text);
  const c = useMessagesStore.getState().conversation!;
  expect(c.messages.map((m) => m.content)).toEqual(['hello 1']);
  expect(c.sendError).toBe(text);
});

it('says the documented network text offline, and retries with the same key', async () => {
  await openWithBen();
  const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', fetchMock);
  await expect(useMessagesStore.getState().send('still there?')).rejects.toThrow(
    'Error sending message. Please try again.',
  );
  await expect(useMessagesStore.getState().send('still there?')).rejects.toThrow();
  const keyOf = (i: number) =>
    new Headers((fetchMock.mock.calls[i]![1] as RequestInit).headers).get('Idempotency-Key');
  expect(keyOf(1)).toBe(keyOf(0));
});

it('a live message in the open conversation is shown and read at once; others update the list', async () => {
  const api = await openWithBen();
  const arriving = msg(3, { is_read: false, content: 'you up?' });
  useMessagesStore
    .getState()
    .handleEvent('message', { message: arriving, thread: thread({ unread_count: 1 }) });
  expect(useMessagesStore.getState().conversation?.messages.at(-1)?.content).toBe('you up?');
  expect(useMessagesStore.getState().threads[0]?.unread_count).toBe(0);
  // Reading the newest page is what marks it read on the server.
  await vi.waitFor(() =>
    expect(api.calls.filter((c) => `GET ${c.path}` === conversationPath)).toHaveLength(2),
  );

  const cai = 'c'.repeat(24);
  useMessagesStore.getState().handleEvent('message', {
    message: msg(4, { sender_user_id: cai, content: 'hi from cai' }),
    thread: thread({ other_user_id: cai, other_user_name: 'Cai', unread_count: 1 }),
  });
  expect(
    useMessagesStore.getState().threads.map((t) => [t.other_user_name, t.unread_count]),
  ).toEqual([
    ['Cai', 1],
    ['Ben', 0],
  ]);
});

it('turns my messages read when the other reads them, and passes reactions on', async () => {
  const mine = msg(5, { sender_user_id: me, recipient_user_id: ben, is_read: false });
  await openWithBen([msg(1), mine]);
  const s = useMessagesStore.getState();
  s.handleEvent('read', { reader_id: ben, other_user_id: me, up_to: mine.created_at });
  expect(useMessagesStore.getState().conversation?.messages.at(-1)?.is_read).toBe(true);
  s.handleEvent('reaction', { message_id: 'm5', other_user_id: ben, reactions: { '❤️': [ben] } });
  expect(useMessagesStore.getState().conversation?.messages.at(-1)?.reactions).toEqual({
    '❤️': [ben],
  });
});

it('shows typing for one second after each signal', async () => {
  vi.useFakeTimers();
  useMessagesStore.getState().handleEvent('typing', { user_id: ben });
  expect(useMessagesStore.getState().typing[ben]).toBe(true);
  vi.advanceTimersByTime(999);
  expect(useMessagesStore.getState().typing[ben]).toBe(true);
  vi.advanceTimersByTime(1);
  expect(useMessagesStore.getState().typing[ben]).toBeUndefined();
});

it('a reaction shows at once and rolls back when refused', async () => {
  await openWithBen();
  let release: (v: { status: number; body: unknown }) => void = () => {};
  fakeApi({ 'POST /api/messages/m1/reactions': () => new Promise((r) => (release = r)) });
  const pending = useMessagesStore.getState().react('m1', '😮');
  expect(useMessagesStore.getState().conversation?.messages[0]?.reactions).toEqual({ '😮': [me] });
  release({
    status: 403,
    body: { error: 'This person is not accepting messages from you right now.' },
  });
  await pending;
  expect(useMessagesStore.getState().conversation?.messages[0]?.reactions).toEqual({});
  expect(useNoticeStore.getState().notice?.message).toBe(
    'This person is not accepting messages from you right now.',
  );
});

it('blocking closes the conversation and marks the thread', async () => {
  await openWithBen();
  fakeApi({ [`POST /api/users/${ben}/block`]: () => ({ status: 200, body: { success: true } }) });
  await useMessagesStore.getState().block();
  const s = useMessagesStore.getState();
  expect(s.conversation?.other?.blocked).toBe(true);
  expect(s.threads[0]?.blocked).toBe(true);
  expect(useNoticeStore.getState().notice?.message).toBe('Ben is blocked.');
});

it('a read mark heard before the send is answered still shows the message read', async () => {
  await openWithBen();
  let release: (v: { status: number; body: unknown }) => void = () => {};
  fakeApi({
    'POST /api/messages/send': () => new Promise((r) => (release = r)),
    'GET /api/messages/threads': () => ({ status: 200, body: { threads: [thread()] } }),
  });
  const stored = msg(6, { sender_user_id: me, recipient_user_id: ben, is_read: false });
  const sending = useMessagesStore.getState().send(stored.content);
  useMessagesStore
    .getState()
    .handleEvent('read', { reader_id: ben, other_user_id: me, up_to: stored.created_at });
  release({ status: 201, body: { message: stored } });
  await sending;
  expect(useMessagesStore.getState().conversation?.messages.at(-1)).toMatchObject({
    id: 'm6',
    is_read: true,
  });
});
