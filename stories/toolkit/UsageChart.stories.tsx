import type { Meta, StoryObj } from '@storybook/react';
import { UsageChart } from '../../ui/toolkit/UsageChart';
import { emptyDay, usageWindow } from '../../domain/toolkit/usage';
import { NOW, activeUsage } from './fixtures';

const meta: Meta<typeof UsageChart> = {
  title: 'Toolkit/UsageChart',
  component: UsageChart,
  args: { days: usageWindow(activeUsage(), NOW) },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof UsageChart>;

export const ThirtyActiveDays: Story = {};
export const OneDayOnly: Story = {
  args: { days: usageWindow({ '2026-03-15': { ...emptyDay(), breathing: 2, checkin: 1 } }, NOW) },
};
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
