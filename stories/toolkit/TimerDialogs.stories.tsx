import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MilestoneDialog } from '../../ui/toolkit/MilestoneDialog';
import { UpdateDateDialog } from '../../ui/toolkit/UpdateDateDialog';
import { MILESTONES } from '../../domain/toolkit/recoveryStats';
import { NOW } from './fixtures';

const meta: Meta<typeof MilestoneDialog> = {
  title: 'Toolkit/TimerDialogs',
  component: MilestoneDialog,
  args: { milestone: MILESTONES[6], sharing: false, onShare: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof MilestoneDialog>;

export const Milestone: Story = {};
export const MilestoneSharing: Story = { args: { sharing: true } };
export const FirstDay: Story = { args: { milestone: MILESTONES[0] } };
export const UpdateDate: Story = {
  render: () => (
    <UpdateDateDialog open current="2025-03-15" onSave={fn()} onCancel={fn()} now={NOW} />
  ),
};
