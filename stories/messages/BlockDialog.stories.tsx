import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { BlockDialog } from '../../ui/messages/BlockDialog';

const meta: Meta<typeof BlockDialog> = {
  title: 'Components/Messages/BlockDialog',
  component: BlockDialog,
  args: { open: true, name: 'Jordan', busy: false, error: null, onConfirm: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof BlockDialog>;

export const Playground: Story = {};
export const Blocking: Story = { args: { busy: true } };
export const Error: Story = {
  args: { error: 'Blocking did not go through. Please check your connection and try again.' },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
