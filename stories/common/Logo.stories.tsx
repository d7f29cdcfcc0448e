import type { Meta, StoryObj } from '@storybook/react';
import { Logo } from '../../ui/common/Logo';

const meta: Meta<typeof Logo> = {
  title: 'Components/Common/Logo',
  component: Logo,
  args: { color: 'inherit' },
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof Logo>;

export const Playground: Story = {};
export const Primary: Story = { args: { color: '#1f5f8b' } };
