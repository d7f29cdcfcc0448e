import type { Meta, StoryObj } from '@storybook/react';
import { panelArgs } from './panelArgs';
import { NotificationsPanel } from '../../ui/notifications/NotificationsPanel';
import { buildManyNotifications, buildNotifications } from '../../ui/notifications/fixtures';

const meta: Meta<typeof NotificationsPanel> = {
  title: 'Components/Notifications/NotificationsPanel',
  component: NotificationsPanel,
  args: {
    ...panelArgs(),
  },
  parameters: { maxWidth: 400 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const AllRead: Story = {
  args: { items: buildNotifications().map((n) => ({ ...n, read: true })), unreadCount: 0 },
};
export const Grouped: Story = {
  args: {
    items: [
      {
        ...buildNotifications()[0]!,
        text: 'Alexandra-Marguerite and 41 others reacted to your post',
      },
    ],
    unreadCount: 1,
  },
};
export const Empty: Story = { args: { items: [], unreadCount: 0 } };
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const LoadFailed: Story = {
  args: {
    status: 'error',
    items: [],
    error: 'Network error: the server could not be reached.',
  },
};
export const Long: Story = {
  args: { items: buildManyNotifications(), unreadCount: 4, hasMore: true },
};
export const LoadingMore: Story = {
  args: { items: buildManyNotifications(), unreadCount: 4, hasMore: true, loadingMore: true },
};
export const MarkingAllRead: Story = { args: { markingAll: true } };
