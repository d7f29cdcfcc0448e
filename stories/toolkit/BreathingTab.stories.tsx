import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { BreathingTab } from '../../ui/toolkit/BreathingTab';

const meta: Meta<typeof BreathingTab> = {
  title: 'Components/Toolkit/BreathingTab',
  component: BreathingTab,
  args: { onStart: fn() },
  parameters: { maxWidth: 1100 },
};
export default meta;
type Story = StoryObj<typeof BreathingTab>;

export const Playground: Story = {};
export const RunningBox: Story = { args: { initialTechniqueId: 'box' } };
export const RunningUjjayi: Story = { args: { initialTechniqueId: 'ujjayi' } };
// Mindful draws each phase's length at random; pinned so its screenshot is stable.
export const RunningMindful: Story = { args: { initialTechniqueId: 'mindful', random: () => 0.5 } };
export const Mobile: Story = {
  args: { initialTechniqueId: '478' },
  tags: ['mobile'],
  ...mobile,
};
