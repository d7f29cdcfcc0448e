import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ConfirmDialog } from '../../ui/common/ConfirmDialog';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Components/Common/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete post',
    message: 'Are you sure you want to delete this post? This action cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Playground: Story = {};
export const Busy: Story = { args: { busy: true } };
export const NotDestructive: Story = {
  args: {
    title: 'Leave the page',
    message: 'Leave without saving?',
    confirmLabel: 'Leave',
    destructive: false,
  },
};
