import type { Meta, StoryObj } from '@storybook/react';
import { RevenueTable } from '../../ui/admin/RevenueTable';
import { buildRevenueSummary } from '../../ui/admin/fixtures';

const meta: Meta<typeof RevenueTable> = {
  title: 'Components/Admin/RevenueTable',
  component: RevenueTable,
  args: {
    caption: 'Revenue by advertiser',
    keyHeading: 'Advertiser',
    rows: buildRevenueSummary().by_advertiser,
  },
  parameters: { maxWidth: 600 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const ByAdvertiser: Story = {};
export const ByType: Story = {
  args: { caption: 'Revenue by type', keyHeading: 'Type', rows: buildRevenueSummary().by_type },
};
export const NoEvents: Story = { args: { rows: [] } };
export const Narrow: Story = { parameters: { maxWidth: 352 } };
