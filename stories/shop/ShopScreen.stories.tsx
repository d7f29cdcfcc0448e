import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ShopScreen } from '../../ui/shop/ShopScreen';
import { buildAd } from '../../ui/help/fixtures';

const meta: Meta<typeof ShopScreen> = {
  title: 'Screens/Shop/ShopScreen',
  component: ShopScreen,
  args: {
    ads: { top: buildAd(), bottom: null },
    onAdImpression: fn(),
    onAdClick: fn(),
    notified: false,
    onNotifyMe: fn(),
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Notified: Story = { args: { notified: true } };
export const Saving: Story = { args: { notifying: true } };
export const NoAds: Story = { args: { ads: { top: null, bottom: null } } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
