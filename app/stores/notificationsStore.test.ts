import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { NotificationsPage } from '../../contract/notifications';
import { buildNotifications } from '../../ui/notifications/fixtures';
import { fakeApi } from '../test/renderApp';
import { hear } from '../test/fakeEventSource';
import { useNoticeStore } from './noticeStore';
import { followNotificationEvents, useNotificationsStore } from './notificationsStore';

const page = (over: Partial<NotificationsPage> = {}): NotificationsPage => ({
  notifications: buildNotifications(),
  unread_count: 2,
  next_cursor: null,
  ...over,
});
let stop: () => void = () => {};
beforeEach(() => {
  useNotificationsStore.setState({
    unreadCount: 0,
    items: [],
    status: 'idle',
    nextCursor: null,
    shown: 0,
    loadingMore: false,
  });
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

it('asks for the count when followed, and keeps it live; news reloads the list while shown', async () => {
  const { calls } = fakeApi({
    'GET /api/notifications/unread': () => ({ status: 200, body: { unread_count: 4 } }),
    'GET /api/notifications': () => ({ status: 200, body: page({ unread_count: 5 }) }),
  });
  stop = followNotificationEvents();
  await vi.waitFor(() => expect(useNotificationsStore.getState().unreadCount).toBe(4));
  hear('notifications', { unread_count: 1 });
  expect(useNotificationsStore.getState().unreadCount).toBe(1);
  expect(calls.filter((c) => c.path === '/api/notifications')).toHaveLength(0);
  // While the list is shown, news reloads it, even when the count did not grow (an entry
  // updated in place, or read in another tab); once hidden, it does not.
  const hide = useNotificationsStore.getState().show();
  hear('notifications', { unread_count: 1 });
  await vi.waitFor(() =>
    expect(calls.filter((c) => c.path === '/api/notifications')).toHaveLength(1),
  );
  hide();
  hear('notifications', { unread_count: 2 });
  expect(calls.filter((c) => c.path === '/api/notifications')).toHaveLength(1);
});

it('a slow first page never undoes a newer answer: mark-all pressed while it loads stays', async () => {
  let release: (v: { status: number; body: unknown }) => void = () => {};
  fakeApi({
    'GET /api/notifications': () => new Promise((r) => (release = r)),
    'POST /api/notifications/read': () => ({ status: 200, body: { unread_count: 0 } }),
  });
  useNotificationsStore.setState({ status: 'ready', items: buildNotifications(), unreadCount: 2 });
  const loading = useNotificationsStore.getState().load();
  await useNotificationsStore.getState().markAllRead();
  release({ status: 200, body: page({ unread_count: 2 }) });
  await loading;
  expect(useNotificationsStore.getState().unreadCount).toBe(0);
  expect(useNotificationsStore.getState().items.every((n) => n.read)).toBe(true);
});

it('a page of older ones that arrives after the list was loaded again is dropped', async () => {
  let release: (v: { status: number; body: unknown }) => void = () => {};
  const [a, b, c] = buildNotifications();
  fakeApi({
    'GET /api/notifications?cursor=MTA': () => new Promise((r) => (release = r)),
    'GET /api/notifications': () => ({
      status: 200,
      body: page({ notifications: [c!, a!], next_cursor: 'MjA' }),
    }),
  });
  useNotificationsStore.setState({ status: 'ready', items: [a!], nextCursor: 'MTA' });
  const more = useNotificationsStore.getState().loadMore();
  await useNotificationsStore.getState().load();
  release({ status: 200, body: page({ notifications: [b!], next_cursor: null }) });
  await more;
  const after = useNotificationsStore.getState();
  expect(after.items.map((n) => n.id)).toEqual([c!.id, a!.id]);
  expect(after.nextCursor).toBe('MjA');
  expect(after.loadingMore).toBe(false);
});

it('loads a page, then more by cursor, without repeating an entry', async () => {
  const [a, b, c] = buildNotifications();
  fakeApi({
    'GET /api/notifications': () => ({
      status: 200,
      body: page({ notifications: [a!, b!], next_cursor: 'MTA' }),
    }),
    'GET /api/notifications?cursor=MTA': () => ({
      status: 200,
      body: page({ notifications: [b!, c!], next_cursor: null }),
    }),
  });
  const store = useNotificationsStore.getState();
  await store.load();
  expect(useNotificationsStore.getState()).toMatchObject({ status: 'ready', nextCursor: 'MTA' });
  await useNotificationsStore.getState().loadMore();
  const after = useNotificationsStore.getState();
  expect(after.items.map((n) => n.id)).toEqual([a!.id, b!.id, c!.id]);
  expect(after.nextCursor).toBeNull();
});

it('a first page that fails says why; a list already shown stays when a refresh fails', async () => {
  fakeApi({ 'GET /api/notifications': () => ({ status: 500, body: { error: 'Boom.' } }) });
  await useNotificationsStore.getState().load();
  expect(useNotificationsStore.getState().status).toBe('error');
  expect(useNotificationsStore.getState().error).toMatch(/./);
  useNotificationsStore.setState({ status: 'ready', items: buildNotifications() });
  await useNotificationsStore.getState().load();
  expect(useNotificationsStore.getState()).toMatchObject({ status: 'ready' });
  expect(useNotificationsStore.getState().items).toHaveLength(4);
});

it('marks all read, or one as it is opened; a failure to mark all is shown', async () => {
  const { calls } = fakeApi({
    'POST /api/notifications/read': ({ body }) => ({
      status: 200,
      body: { unread_count: (body as { all?: true }).all ? 0 : 1 },
    }),
  });
  useNotificationsStore.setState({ status: 'ready', items: buildNotifications(), unreadCount: 2 });
  await useNotificationsStore.getState().markRead(buildNotifications()[0]!.id);
  expect(calls.at(-1)?.body).toEqual({ ids: [buildNotifications()[0]!.id] });
  expect(useNotificationsStore.getState().unreadCount).toBe(1);
  expect(useNotificationsStore.getState().items[0]!.read).toBe(true);
  await useNotificationsStore.getState().markAllRead();
  expect(useNotificationsStore.getState().unreadCount).toBe(0);
  expect(useNotificationsStore.getState().items.every((n) => n.read)).toBe(true);
  fakeApi({ 'POST /api/notifications/read': () => ({ status: 500, body: { error: 'Boom.' } }) });
  await useNotificationsStore.getState().markAllRead();
  expect(useNoticeStore.getState().notice?.severity).toBe('error');
  expect(useNotificationsStore.getState().markingAll).toBe(false);
});
