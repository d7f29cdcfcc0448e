import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { Composer } from '../../ui/social/Composer';

const meta: Meta<typeof Composer> = {
  title: 'Components/Social/Composer',
  component: Composer,
  args: { open: true, mode: 'text', sending: false, error: null, onSubmit: fn(), onClose: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['text', 'milestone', 'story'] } },
};
export default meta;
type Story = StoryObj<typeof Composer>;

export const Playground: Story = {};
export const Milestone: Story = { args: { mode: 'milestone' } };
export const YourStory: Story = { args: { mode: 'story' } };
export const Sending: Story = { args: { sending: true } };
export const Error: Story = { args: { error: 'content must be at most 5000 characters.' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
