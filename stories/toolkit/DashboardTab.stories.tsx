import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DashboardTab } from '../../ui/toolkit/DashboardTab';
import { NOW, activeUsage } from './fixtures';

const meta: Meta<typeof DashboardTab> = {
  title: 'Toolkit/DashboardTab',
  component: DashboardTab,
  args: { usage: {}, mood: null, checkedInToday: false, onCheckIn: fn(), now: NOW },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof DashboardTab>;

export const FirstUse: Story = {};
export const InProgressNotCheckedIn: Story = { args: { usage: activeUsage() } };
export const CheckedInToday: Story = {
  args: { usage: activeUsage(), mood: 5, checkedInToday: true },
};
export const Mobile: Story = {
  args: { usage: activeUsage(), mood: 2, checkedInToday: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
