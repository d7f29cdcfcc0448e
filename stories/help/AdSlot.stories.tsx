import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AdSlot } from '../../ui/help/AdSlot';
import { buildAd } from '../../ui/help/fixtures';

const meta: Meta<typeof AdSlot> = {
  title: 'Components/Help/AdSlot',
  component: AdSlot,
  args: { ad: buildAd(), onImpression: fn(), onClick: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithoutImage: Story = {
  args: { ad: buildAd({ ad_image_url: '', ad_description: '' }) },
};
export const Empty: Story = {
  args: { ad: null },
  decorators: [
    (Story) => (
      <div>
        <p>An empty slot shows nothing:</p>
        <Story />
      </div>
    ),
  ],
};
