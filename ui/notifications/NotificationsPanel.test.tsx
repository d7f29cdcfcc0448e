import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from '../fixtures';
import { buildNotifications } from './fixtures';
import { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';

const handlers = () => ({
  onOpen: vi.fn(),
  onMarkAllRead: vi.fn(),
  onRetry: vi.fn(),
  onLoadMore: vi.fn(),
});
const panel = (props: Partial<NotificationsPanelProps> = {}) => {
  const on = handlers();
  render(
    <NotificationsPanel
      items={buildNotifications()}
      status="ready"
      unreadCount={2}
      now={FIXTURE_NOW}
      {...on}
      {...props}
    />,
  );
  return on;
};

it('lists entries newest first as links, unread ones said so, and opens one', async () => {
  const on = panel();
  const section = screen.getByRole('region', { name: 'Notifications' });
  const links = within(section).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    'Unread: Bo and 3 others reacted to your post2 minutes ago',
    'Unread: Jordan commented on your post5 minutes ago',
    'Sam answered your request for support1 hour ago',
    'Anonymous User commented on your postYesterday',
  ]);
  expect(links[2]).toHaveAttribute('href', '/messages?with=u-sam');
  await userEvent.click(links[1]!);
  expect(on.onOpen).toHaveBeenCalledWith(buildNotifications()[1]);
});

it("'Mark all as read' marks them, and is off when nothing is unread or while marking", async () => {
  const on = panel();
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(on.onMarkAllRead).toHaveBeenCalledTimes(1);
});

it.each([
  [{ unreadCount: 0 }, 'Mark all as read'],
  [{ markingAll: true }, 'Marking...'],
])('%j: the button is off, but keeps the focus', async (props, name) => {
  const on = panel(props);
  const button = screen.getByRole('button', { name });
  expect(button).toBeWaiting();
  await userEvent.click(button);
  expect(on.onMarkAllRead).not.toHaveBeenCalled();
  expect(button).toHaveFocus();
});

it('says when there is nothing yet, and what will show', () => {
  panel({ items: [], unreadCount: 0 });
  expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
});

it('shows loading, then a failure with a way to try again', async () => {
  panel({ status: 'loading', items: [] });
  expect(screen.getByRole('status')).toHaveTextContent('Loading notifications...');
});

it('a failure says why and offers to try again', async () => {
  const on = panel({ status: 'error', items: [], error: 'Network error.' });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your notifications could not be loaded. Network error.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(on.onRetry).toHaveBeenCalledTimes(1);
});

it("older ones come with 'Load more'", async () => {
  const on = panel({ hasMore: true });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(on.onLoadMore).toHaveBeenCalledTimes(1);
});

it('the heading is a page title on its own page', () => {
  panel({ titleComponent: 'h1' });
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
});

it("while older ones load, 'Load more' says so and keeps the focus", async () => {
  const on = panel({ hasMore: true, loadingMore: true });
  const button = screen.getByRole('button', { name: 'Loading...' });
  expect(button).toBeWaiting();
  await userEvent.click(button);
  expect(on.onLoadMore).not.toHaveBeenCalled();
  expect(button).toHaveFocus();
});

it('links to the notification settings when it can open them', async () => {
  const onSettings = vi.fn();
  panel({ onSettings });
  const link = screen.getByRole('link', { name: 'Notification settings' });
  expect(link).toHaveAttribute('href', '/notifications/settings');
  await userEvent.click(link);
  expect(onSettings).toHaveBeenCalledTimes(1);
});

it('shows no settings link without a way to open them', () => {
  panel();
  expect(screen.queryByRole('link', { name: 'Notification settings' })).toBeNull();
});

it("once the last page is in, 'Load more' leaves and its focus goes to the first entry it brought", async () => {
  const on = handlers();
  const all = buildNotifications();
  const props = { status: 'ready', unreadCount: 2, now: FIXTURE_NOW, ...on } as const;
  const { rerender } = render(<NotificationsPanel {...props} items={all.slice(0, 2)} hasMore />);
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  rerender(<NotificationsPanel {...props} items={all.slice(0, 2)} hasMore loadingMore />);
  rerender(<NotificationsPanel {...props} items={all} hasMore={false} />);
  expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull();
  expect(screen.getAllByRole('link')[2]).toHaveFocus();
  expect(document.activeElement).toHaveTextContent('Sam answered your request for support');
});
