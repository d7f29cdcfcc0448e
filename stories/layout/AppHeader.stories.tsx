import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AppHeader } from '../../ui/layout/AppHeader';

const meta: Meta<typeof AppHeader> = {
  title: 'Components/Layout/AppHeader',
  component: AppHeader,
  args: {
    currentPath: '/social',
    onNavigate: fn(),
    onLogout: fn(),
    mobile: false,
    unreadNotifications: 3,
    onNotifications: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof AppHeader>;

export const Playground: Story = {};
export const DesktopAdmin: Story = { args: { isAdmin: true, currentPath: '/admin' } };
export const Mobile: Story = {
  args: { mobile: true },
  tags: ['mobile'],
  ...mobile,
};
export const MobileMenuOpen: Story = {
  args: { mobile: true, initialMenuOpen: true, currentPath: '/toolkit' },
  tags: ['mobile'],
  ...mobile,
};
export const LogoutConfirmation: Story = { args: { initialLogoutOpen: true } };
export const NoUnreadNotifications: Story = { args: { unreadNotifications: 0 } };
export const MobileAdmin: Story = {
  args: { mobile: true, isAdmin: true, unreadNotifications: 120 },
  tags: ['mobile'],
  ...mobile,
};
