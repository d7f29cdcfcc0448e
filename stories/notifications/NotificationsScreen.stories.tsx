import type { Meta, StoryObj } from '@storybook/react';
import { panelArgs } from './panelArgs';
import { mobile } from '../../.storybook/viewports';
import { NotificationsScreen } from '../../ui/notifications/NotificationsScreen';
import { buildManyNotifications } from '../../ui/notifications/fixtures';

const meta: Meta<typeof NotificationsScreen> = {
  title: 'Screens/Notifications/NotificationsScreen',
  component: NotificationsScreen,
  args: {
    ...panelArgs(),
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { items: [], unreadCount: 0 } };
export const Loading: Story = { args: { status: 'loading', items: [] } };
export const LoadFailed: Story = {
  args: { status: 'error', items: [], error: 'Network error: the server could not be reached.' },
};
export const Long: Story = {
  args: { items: buildManyNotifications(), unreadCount: 4, hasMore: true },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
