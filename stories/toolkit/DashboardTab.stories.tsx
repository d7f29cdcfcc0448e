import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DashboardTab } from '../../ui/toolkit/DashboardTab';
import { TOOLKIT_NOW, buildUsage } from '../../ui/fixtures';

const meta: Meta<typeof DashboardTab> = {
  title: 'Components/Toolkit/DashboardTab',
  component: DashboardTab,
  args: { usage: {}, mood: null, checkedInToday: false, onCheckIn: fn(), now: TOOLKIT_NOW },
  parameters: { maxWidth: 960 },
};
export default meta;
type Story = StoryObj<typeof DashboardTab>;

export const Playground: Story = {};
export const InProgressNotCheckedIn: Story = { args: { usage: buildUsage() } };
export const CheckedInToday: Story = {
  args: { usage: buildUsage(), mood: 5, checkedInToday: true },
};
export const Mobile: Story = {
  args: { usage: buildUsage(), mood: 2, checkedInToday: true },
  tags: ['mobile'],
  ...mobile,
};
