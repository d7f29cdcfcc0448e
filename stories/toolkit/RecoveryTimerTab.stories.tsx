import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { RecoverySetupForm } from '../../ui/toolkit/RecoverySetupForm';
import { RecoveryTimerTab } from '../../ui/toolkit/RecoveryTimerTab';
import { START_DATE_MESSAGES } from '../../domain/toolkit/recoveryDate';
import { NOW } from './fixtures';

const meta: Meta<typeof RecoveryTimerTab> = {
  title: 'Toolkit/RecoveryTimerTab',
  component: RecoveryTimerTab,
  args: {
    startDate: null,
    recoveryType: 'substance_use',
    onStart: fn(),
    onUpdateDate: fn(),
    onReset: fn(),
    onShare: fn(async () => {}),
    now: NOW,
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof RecoveryTimerTab>;

export const FirstUseSetup: Story = {};
export const SetupInvalidDate: Story = {
  render: () => (
    <RecoverySetupForm
      recoveryType="substance_use"
      onSubmit={fn()}
      now={NOW}
      initialDate="13/45/2025"
      initialError={START_DATE_MESSAGES.format}
    />
  ),
};
export const SetupFutureDate: Story = {
  render: () => (
    <RecoverySetupForm
      recoveryType="mental_health"
      onSubmit={fn()}
      now={NOW}
      initialDate="2027-01-01"
      initialError={START_DATE_MESSAGES.future}
    />
  ),
};
export const DayZero: Story = { args: { startDate: '2026-03-15' } };
export const InProgress: Story = { args: { startDate: '2026-01-20', recoveryType: 'both' } };
export const MilestoneReached: Story = {
  args: { startDate: '2025-11-02', initialMilestoneDays: 90 },
};
export const EveryMilestone: Story = { args: { startDate: '2014-06-01' } };
export const FutureStoredDate: Story = { args: { startDate: '2027-02-01' } };
export const Mobile: Story = {
  args: { startDate: '2025-09-01' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
