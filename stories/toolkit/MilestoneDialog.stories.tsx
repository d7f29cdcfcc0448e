import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MILESTONES } from '../../domain/toolkit/recoveryStats';
import { MilestoneDialog } from '../../ui/toolkit/MilestoneDialog';

const meta: Meta<typeof MilestoneDialog> = {
  title: 'Components/Toolkit/MilestoneDialog',
  component: MilestoneDialog,
  args: { milestone: MILESTONES[6], sharing: false, onShare: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof MilestoneDialog>;

export const Playground: Story = {};
export const Sharing: Story = { args: { sharing: true } };
export const FirstDay: Story = { args: { milestone: MILESTONES[0] } };
