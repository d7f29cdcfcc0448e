import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/viewports';
import { RevenueChart } from '../../ui/admin/RevenueChart';
import { buildEmptyRevenue, buildRevenueSummary } from '../../ui/admin/fixtures';

const meta: Meta<typeof RevenueChart> = {
  title: 'Components/Admin/RevenueChart',
  component: RevenueChart,
  args: { days: buildRevenueSummary().by_day },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {};
export const OneGoodDay: Story = {
  args: {
    days: buildEmptyRevenue().by_day.map((d, i) => (i === 20 ? { ...d, amount_cents: 2500 } : d)),
  },
};
export const NoRevenue: Story = { args: { days: buildEmptyRevenue().by_day } };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
