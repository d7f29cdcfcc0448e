import type { Meta, StoryObj } from '@storybook/react';
import { ListingOffer } from '../../ui/help/ListingOffer';

const meta: Meta<typeof ListingOffer> = {
  title: 'Help/ListingOffer',
  component: ListingOffer,
  args: { partnershipsEmail: 'partnerships@peer-recovery.network' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
