import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { RevenuePanel } from '../../ui/admin/RevenuePanel';
import { buildEmptyRevenue, buildRevenueSummary } from '../../ui/admin/fixtures';

const meta: Meta<typeof RevenuePanel> = {
  title: 'Components/Admin/RevenuePanel',
  component: RevenuePanel,
  args: {
    status: 'ready',
    summary: buildRevenueSummary(),
    onRetry: fn(),
    onDownloadCsv: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { status: 'loading', summary: null } };
export const Empty: Story = { args: { summary: buildEmptyRevenue() } };
export const Error: Story = { args: { status: 'error', summary: null } };
/** Many advertisers. */
export const LongList: Story = {
  args: {
    summary: buildRevenueSummary({
      by_advertiser: Array.from({ length: 18 }, (_, i) => ({
        key: `adv-${i}`,
        label: `Advertiser with a fairly long name number ${i + 1}`,
        events: 100 - i * 5,
        amount_cents: 10_000 - i * 450,
      })),
    }),
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
