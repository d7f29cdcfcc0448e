import { fn } from 'storybook/test';
import { FIXTURE_NOW } from '../../ui/fixtures';
import { buildNotifications } from '../../ui/notifications/fixtures';

/** The list's args shared by the panel, its page and its popover: a mix, two unread. */
export const panelArgs = () => ({
  items: buildNotifications(),
  status: 'ready' as const,
  unreadCount: 2,
  now: FIXTURE_NOW,
  onOpen: fn(),
  onMarkAllRead: fn(),
  onRetry: fn(),
  onLoadMore: fn(),
  onSettings: fn(),
});
