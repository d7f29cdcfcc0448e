import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { SupportRequestDialog } from '../../ui/support/SupportRequestDialog';

const meta: Meta<typeof SupportRequestDialog> = {
  title: 'Components/Support/SupportRequestDialog',
  component: SupportRequestDialog,
  args: { open: true, onSend: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Error: Story = {
  args: { error: 'You already have an open support request. Close it before asking again.' },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
