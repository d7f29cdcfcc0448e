import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ReportPersonDialog } from '../../ui/messages/ReportPersonDialog';

const meta: Meta<typeof ReportPersonDialog> = {
  title: 'Messages/ReportPersonDialog',
  component: ReportPersonDialog,
  args: { open: true, name: 'Jordan', sending: false, error: null, onSubmit: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof ReportPersonDialog>;

export const Playground: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Error: Story = {
  args: { error: 'You have already reported this person. Our moderators will review it.' },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
