import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { type ToolkitTab, ToolkitScreen } from '../../ui/toolkit/ToolkitScreen';
import { BreathingTab } from '../../ui/toolkit/BreathingTab';
import { DashboardTab } from '../../ui/toolkit/DashboardTab';
import { RecoveryTimerTab } from '../../ui/toolkit/RecoveryTimerTab';
import { NOW, activeUsage } from './fixtures';

const renderTab = (tab: ToolkitTab) => {
  if (tab === 'dashboard')
    return (
      <DashboardTab usage={activeUsage()} mood={4} checkedInToday onCheckIn={fn()} now={NOW} />
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
        now={NOW}
      />
    );
  return <Typography>{tab}</Typography>;
};

const meta: Meta<typeof ToolkitScreen> = {
  title: 'Toolkit/ToolkitScreen',
  component: ToolkitScreen,
  args: { tab: 'dashboard', onTabChange: fn(), renderTab },
};
export default meta;
type Story = StoryObj<typeof ToolkitScreen>;

export const Dashboard: Story = {};
export const Breathing: Story = { args: { tab: 'breathing' } };
export const RecoveryTimer: Story = { args: { tab: 'timer' } };
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
