import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ConfirmDialog } from '../../ui/common/ConfirmDialog';
import { Composer } from '../../ui/social/Composer';
import { ReactorsDialog } from '../../ui/social/ReactorsDialog';
import { ReportDialog } from '../../ui/social/ReportDialog';
import { NOW } from './fixtures';

const meta: Meta<typeof Composer> = {
  title: 'Social/Dialogs',
  component: Composer,
  args: { open: true, onSubmit: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof Composer>;

export const ComposerText: Story = {};
export const ComposerMilestone: Story = { args: { mode: 'milestone' } };
export const ComposerSending: Story = { args: { sending: true } };
export const ComposerError: Story = { args: { error: 'content must be at most 5000 characters.' } };

export const Reactors: StoryObj<typeof ReactorsDialog> = {
  render: () => (
    <ReactorsDialog
      open
      status="ready"
      now={NOW}
      onClose={fn()}
      reactors={[
        { display_name: 'Sam', reaction_type: 'love', created_at: '2026-11-22T14:50:00Z' },
        { display_name: 'Lee', reaction_type: 'strong', created_at: '2026-11-22T12:00:00Z' },
      ]}
    />
  ),
};
export const ReactorsLoading: StoryObj<typeof ReactorsDialog> = {
  render: () => <ReactorsDialog open status="loading" reactors={[]} onClose={fn()} />,
};
export const Report: StoryObj<typeof ReportDialog> = {
  render: () => <ReportDialog open onSubmit={fn()} onClose={fn()} />,
};
export const ReportError: StoryObj<typeof ReportDialog> = {
  render: () => (
    <ReportDialog
      open
      error="You have already reported this post. Our moderators will review it."
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
};
export const DeleteConfirm: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog
      open
      title="Delete post"
      message="Are you sure you want to delete this post? This action cannot be undone."
      confirmLabel="Delete"
      destructive
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
};
