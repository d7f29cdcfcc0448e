import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AdminCenterCard } from '../../ui/admin/AdminCenterCard';
import { buildAdminCenter, buildAdsAndCenters } from '../../ui/admin/fixtures';

const meta: Meta<typeof AdminCenterCard> = {
  title: 'Components/Admin/AdminCenterCard',
  component: AdminCenterCard,
  args: { center: buildAdminCenter(), onEdit: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {};
/** Basic, inactive, without a logo. */
export const Inactive: Story = { args: { center: buildAdsAndCenters().centers[2] } };
export const Narrow: Story = { parameters: { maxWidth: 352 } };
