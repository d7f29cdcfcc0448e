import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, member } from '../../test/renderApp';
import { hear } from '../../test/fakeEventSource';
import { followMessagesEvents, useMessagesStore } from '../messagesStore';
import { useSessionStore } from '../sessionStore';
import { ben, me, msg, openWithBen, thread } from '../../test/messagesFixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
// The store follows the live events as the signed-in layout has it do; the stop is the teardown.
beforeEach(() => followMessagesEvents());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

it('a read mark heard before the send is answered still shows the message read', async () => {
  await openWithBen();
  let release: (v: { status: number; body: unknown }) => void = () => {};
  fakeApi({
    'POST /api/messages/send': () => new Promise((r) => (release = r)),
    'GET /api/messages/threads': () => ({ status: 200, body: { threads: [thread()] } }),
  });
  const stored = msg(6, { sender_user_id: me, recipient_user_id: ben, is_read: false });
  const sending = useMessagesStore.getState().send(stored.content);
  hear('read', { reader_id: ben, other_user_id: me, up_to: stored.created_at });
  release({ status: 201, body: { message: stored } });
  await sending;
  expect(useMessagesStore.getState().conversation?.messages.at(-1)).toMatchObject({
    id: 'm6',
    is_read: true,
  });
});
