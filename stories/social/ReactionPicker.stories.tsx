import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ReactionPicker } from '../../ui/social/ReactionPicker';

const meta: Meta<typeof ReactionPicker> = {
  title: 'Components/Social/ReactionPicker',
  component: ReactionPicker,
  args: { current: null, onReact: fn() },
  decorators: [(Story) => <div style={{ padding: '80px 16px 16px' }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof ReactionPicker>;

export const Playground: Story = {};
export const Liked: Story = { args: { current: 'like' } };
export const Strong: Story = { args: { current: 'strong' } };
export const PickerOpen: Story = { args: { initialOpen: true, current: 'love' } };
export const Disabled: Story = { args: { disabled: true } };
