import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, member } from '../../test/renderApp';
import { useMessagesStore } from '../messagesStore';
import { useNoticeStore } from '../noticeStore';
import { useSessionStore } from '../sessionStore';
import { me, openWithBen } from '../../test/messagesFixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
