import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/viewports';
import { CrisisResources } from '../../ui/help/CrisisResources';

const meta: Meta<typeof CrisisResources> = {
  title: 'Components/Help/CrisisResources',
  component: CrisisResources,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
