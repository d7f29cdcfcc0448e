import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CrisisSupportTab } from '../../ui/toolkit/CrisisSupportTab';
import { emptySafetyPlan } from '../../domain/toolkit/content';
import { buildSafetyPlan } from '../../ui/fixtures';

const meta: Meta<typeof CrisisSupportTab> = {
  title: 'Components/Toolkit/CrisisSupportTab',
  component: CrisisSupportTab,
  args: { plan: emptySafetyPlan(), onChange: fn(), onClear: fn(), onPrint: fn() },
  parameters: { maxWidth: 960 },
};
export default meta;
type Story = StoryObj<typeof CrisisSupportTab>;

export const Playground: Story = {};
export const PlanInProgress: Story = { args: { plan: buildSafetyPlan() } };
export const PrintablePlan: Story = { args: { plan: buildSafetyPlan(), initialPrintOpen: true } };
export const Mobile: Story = {
  args: { plan: buildSafetyPlan() },
  tags: ['mobile'],
  ...mobile,
};
