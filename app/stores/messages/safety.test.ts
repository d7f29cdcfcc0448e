import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, member } from '../../test/renderApp';
import { useMessagesStore } from '../messagesStore';
import { useNoticeStore } from '../noticeStore';
import { useSessionStore } from '../sessionStore';
import { ben, openWithBen } from '../../test/messagesFixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
