import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AdminAdCard } from '../../ui/admin/AdminAdCard';
import { buildAdminAd, buildAdsAndCenters } from '../../ui/admin/fixtures';

const meta: Meta<typeof AdminAdCard> = {
  title: 'Components/Admin/AdminAdCard',
  component: AdminAdCard,
  args: { ad: buildAdminAd(), onEdit: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
/** Inactive, without image or dates. */
export const Inactive: Story = { args: { ad: buildAdsAndCenters().ads[1] } };
export const OnlyAnEndDate: Story = {
  args: { ad: buildAdminAd({ active_from: null, active_until: '2027-01-31T00:00:00.000Z' }) },
};
export const Narrow: Story = { parameters: { maxWidth: 352 } };
