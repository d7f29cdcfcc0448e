import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CrisisSupportTab } from '../../ui/toolkit/CrisisSupportTab';
import { emptySafetyPlan } from '../../domain/toolkit/content';
import { FILLED_PLAN } from './fixtures';

const meta: Meta<typeof CrisisSupportTab> = {
  title: 'Toolkit/CrisisSupportTab',
  component: CrisisSupportTab,
  args: { plan: emptySafetyPlan(), onChange: fn(), onClear: fn(), onPrint: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof CrisisSupportTab>;

export const FirstUse: Story = {};
export const PlanInProgress: Story = { args: { plan: FILLED_PLAN } };
export const PrintablePlan: Story = { args: { plan: FILLED_PLAN, initialPrintOpen: true } };
export const Mobile: Story = {
  args: { plan: FILLED_PLAN },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
