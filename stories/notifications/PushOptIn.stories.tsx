import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { PushOptIn } from '../../ui/notifications/PushOptIn';

const meta: Meta<typeof PushOptIn> = {
  title: 'Components/Notifications/PushOptIn',
  component: PushOptIn,
  args: { state: 'off', onTurnOn: fn(), onTurnOff: fn() },
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const TurningOn: Story = { args: { busy: true } };
export const On: Story = { args: { state: 'on' } };
export const TurningOff: Story = { args: { state: 'on', busy: true } };
export const Checking: Story = { args: { state: 'checking' } };
export const Blocked: Story = { args: { state: 'blocked' } };
export const Unsupported: Story = { args: { state: 'unsupported' } };
export const Failed: Story = {
  args: { error: 'Notifications to your phone are not set up on this server.' },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
