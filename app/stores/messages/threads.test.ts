import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, member } from '../../test/renderApp';
import { useMessagesStore } from '../messagesStore';
import { useSessionStore } from '../sessionStore';
import { thread } from '../../test/messagesFixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
