import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { START_DATE_MESSAGES } from '../../domain/toolkit/recoveryDate';
import { TOOLKIT_NOW } from '../../ui/fixtures';
import { RecoverySetupForm } from '../../ui/toolkit/RecoverySetupForm';

const meta: Meta<typeof RecoverySetupForm> = {
  title: 'Components/Toolkit/RecoverySetupForm',
  component: RecoverySetupForm,
  args: { recoveryType: 'substance_use', onSubmit: fn(), now: TOOLKIT_NOW },
  parameters: { maxWidth: 960 },
};
export default meta;
type Story = StoryObj<typeof RecoverySetupForm>;

export const Playground: Story = {};
export const InvalidDate: Story = {
  args: { initialDate: '13/45/2025', initialError: START_DATE_MESSAGES.format },
};
export const FutureDate: Story = {
  args: {
    recoveryType: 'mental_health',
    initialDate: '2027-01-01',
    initialError: START_DATE_MESSAGES.future,
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
