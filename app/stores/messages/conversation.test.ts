import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { member } from '../../test/renderApp';
import { useMessagesStore } from '../messagesStore';
import { useSessionStore } from '../sessionStore';
import { ben, openWithBen } from '../../test/messagesFixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('loads the threads, then the chosen conversation, clearing its unread badge', async () => {
  await openWithBen();
  const s = useMessagesStore.getState();
  expect(s.threadsStatus).toBe('ready');
  expect(s.conversation).toMatchObject({ userId: ben, other: { display_name: 'Ben' } });
  expect(s.conversation?.messages.map((m) => m.content)).toEqual(['hello 1']);
  expect(s.threads[0]?.unread_count).toBe(0);
});
