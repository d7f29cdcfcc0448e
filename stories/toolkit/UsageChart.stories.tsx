import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { UsageChart } from '../../ui/toolkit/UsageChart';
import { emptyDay, usageWindow } from '../../domain/toolkit/usage';
import { TOOLKIT_NOW, buildUsage } from '../../ui/fixtures';

const meta: Meta<typeof UsageChart> = {
  title: 'Components/Toolkit/UsageChart',
  component: UsageChart,
  args: { days: usageWindow(buildUsage(), TOOLKIT_NOW) },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof UsageChart>;

export const Playground: Story = {};
export const OneDayOnly: Story = {
  args: {
    days: usageWindow({ '2026-03-15': { ...emptyDay(), breathing: 2, checkin: 1 } }, TOOLKIT_NOW),
  },
};
export const Mobile: Story = {
  tags: ['mobile'],
  ...mobile,
};
