import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { THREAD_REFRESH_MS } from '../../../contract/messages';
import { member } from '../../test/renderApp';
import { FakeEventSource, hear, stubEventSource } from '../../test/fakeEventSource';
import { liveEvents } from '../liveEvents';
import { followMessagesEvents, useMessagesStore } from '../messagesStore';
import { useSessionStore } from '../sessionStore';
import { ben, conversationPath, me, msg, openWithBen, thread } from '../../test/messagesFixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
// The store follows the live events as the signed-in layout has it do; the stop is the teardown.
beforeEach(() => followMessagesEvents());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a live message in the open conversation is shown and read at once; others update the list', async () => {
  const api = await openWithBen();
  const arriving = msg(3, { is_read: false, content: 'you up?' });
  hear('message', { message: arriving, thread: thread({ unread_count: 1 }) });
  expect(useMessagesStore.getState().conversation?.messages.at(-1)?.content).toBe('you up?');
  expect(useMessagesStore.getState().threads[0]?.unread_count).toBe(0);
  // Reading the newest page is what marks it read on the server.
  await vi.waitFor(() =>
    expect(api.calls.filter((c) => `GET ${c.path}` === conversationPath)).toHaveLength(2),
  );

  const cai = 'c'.repeat(24);
  hear('message', {
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
  hear('read', { reader_id: ben, other_user_id: me, up_to: mine.created_at });
  expect(useMessagesStore.getState().conversation?.messages.at(-1)?.is_read).toBe(true);
  hear('reaction', { message_id: 'm5', other_user_id: ben, reactions: { '❤️': [ben] } });
  expect(useMessagesStore.getState().conversation?.messages.at(-1)?.reactions).toEqual({
    '❤️': [ben],
  });
});

it('shows presence as it is heard, in the list and the open conversation', async () => {
  await openWithBen();
  const seen = { online: false, last_seen: '2026-11-25T10:00:00.000Z' };
  hear('presence', { user_id: ben, presence: seen });
  expect(useMessagesStore.getState().threads[0]?.presence).toEqual(seen);
  expect(useMessagesStore.getState().conversation?.other?.presence).toEqual(seen);
  hear('presence', { user_id: me, presence: { online: true, last_seen: null } });
  expect(useMessagesStore.getState().threads[0]?.presence).toEqual(seen);
});

it('reads the list and the open conversation again while the stream is down and when it is back; the conversation alone when the page is shown', async () => {
  const api = await openWithBen();
  const reads = () => {
    const paths = api.calls.map((c) => `${c.method} ${c.path}`);
    return {
      threads: paths.filter((p) => p === 'GET /api/messages/threads').length,
      conversation: paths.filter((p) => p === conversationPath).length,
    };
  };
  vi.useFakeTimers();
  stubEventSource();
  liveEvents.start();
  FakeEventSource.made[0]!.open();
  expect(reads()).toEqual({ threads: 1, conversation: 1 });

  await vi.advanceTimersByTimeAsync(THREAD_REFRESH_MS);
  expect(reads()).toEqual({ threads: 1, conversation: 1 }); // live: nothing to poll

  FakeEventSource.made[0]!.fail('dropped');
  await vi.advanceTimersByTimeAsync(THREAD_REFRESH_MS);
  expect(reads()).toEqual({ threads: 2, conversation: 2 });

  FakeEventSource.made[0]!.open();
  await vi.advanceTimersByTimeAsync(0);
  expect(reads()).toEqual({ threads: 3, conversation: 3 });

  document.dispatchEvent(new Event('visibilitychange'));
  await vi.advanceTimersByTimeAsync(0);
  expect(reads()).toEqual({ threads: 3, conversation: 4 });
});
