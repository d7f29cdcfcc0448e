import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/viewports';
import { fn } from 'storybook/test';
import { type ToolkitTab, ToolkitScreen } from '../../ui/toolkit/ToolkitScreen';
import { BreathingTab } from '../../ui/toolkit/BreathingTab';
import { DashboardTab } from '../../ui/toolkit/DashboardTab';
import { RecoveryTimerTab } from '../../ui/toolkit/RecoveryTimerTab';
import { TOOLKIT_NOW, buildUsage } from '../../ui/fixtures';

const renderTab = (tab: ToolkitTab) => {
  if (tab === 'dashboard')
    return (
      <DashboardTab
        usage={buildUsage()}
        mood={4}
        checkedInToday
        onCheckIn={fn()}
        now={TOOLKIT_NOW}
      />
    );
  if (tab === 'breathing') return <BreathingTab onStart={fn()} />;
  if (tab === 'timer')
    return (
      <RecoveryTimerTab
        startDate="2025-11-02"
        recoveryType="substance_use"
        onStart={fn()}
        onUpdateDate={fn()}
        onReset={fn()}
        onShare={fn(async () => {})}
        now={TOOLKIT_NOW}
      />
    );
  return <Typography>{tab}</Typography>;
};

const meta: Meta<typeof ToolkitScreen> = {
  title: 'Screens/Toolkit/ToolkitScreen',
  component: ToolkitScreen,
  args: { tab: 'dashboard', onTabChange: fn(), renderTab },
};
export default meta;
type Story = StoryObj<typeof ToolkitScreen>;

export const Playground: Story = {};
export const Breathing: Story = { args: { tab: 'breathing' } };
export const RecoveryTimer: Story = { args: { tab: 'timer' } };
export const Mobile: Story = {
  tags: ['mobile'],
  ...mobile,
};
