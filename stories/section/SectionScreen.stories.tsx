import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { SectionScreen } from '../../ui/section/SectionScreen';

const meta: Meta<typeof SectionScreen> = {
  title: 'Screens/Section/SectionScreen',
  component: SectionScreen,
  args: { title: 'Get Help', description: 'Crisis lines and treatment centres.' },
};
export default meta;
type Story = StoryObj<typeof SectionScreen>;

export const Playground: Story = {};
export const TitleOnly: Story = { args: { title: 'Messages', description: undefined } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
