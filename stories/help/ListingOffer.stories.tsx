import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ListingOffer } from '../../ui/help/ListingOffer';

const meta: Meta<typeof ListingOffer> = {
  title: 'Components/Help/ListingOffer',
  component: ListingOffer,
  args: { partnershipsEmail: 'partnerships@peer-recovery.network', onAskAboutPlan: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
