import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { RecoveryTimerTab } from '../../ui/toolkit/RecoveryTimerTab';
import { TOOLKIT_NOW } from '../../ui/fixtures';

const meta: Meta<typeof RecoveryTimerTab> = {
  title: 'Components/Toolkit/RecoveryTimerTab',
  component: RecoveryTimerTab,
  args: {
    startDate: null,
    recoveryType: 'substance_use',
    onStart: fn(),
    onUpdateDate: fn(),
    onReset: fn(),
    onShare: fn(async () => {}),
    now: TOOLKIT_NOW,
  },
  parameters: { maxWidth: 960 },
};
export default meta;
type Story = StoryObj<typeof RecoveryTimerTab>;

export const Playground: Story = {};
export const DayZero: Story = { args: { startDate: '2026-03-15' } };
export const InProgress: Story = { args: { startDate: '2026-01-20', recoveryType: 'both' } };
export const MilestoneReached: Story = {
  args: { startDate: '2025-11-02', initialMilestoneDays: 90 },
};
export const EveryMilestone: Story = { args: { startDate: '2014-06-01' } };
export const FutureStoredDate: Story = { args: { startDate: '2027-02-01' } };
export const Mobile: Story = {
  args: { startDate: '2025-09-01' },
  tags: ['mobile'],
  ...mobile,
};
