import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ReportDialog } from '../../ui/social/ReportDialog';

const meta: Meta<typeof ReportDialog> = {
  title: 'Social/ReportDialog',
  component: ReportDialog,
  args: { open: true, sending: false, error: null, onSubmit: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof ReportDialog>;

export const Playground: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Error: Story = {
  args: { error: 'You have already reported this post. Our moderators will review it.' },
};
