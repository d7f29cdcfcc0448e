import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ProfileSetupScreen } from '../../ui/profile/ProfileSetupScreen';
import { formValuesFromProfile } from '../../domain/profile/profileRules';
import { buildProfile } from '../../ui/fixtures';
import { PushOptIn } from '../../ui/notifications/PushOptIn';

const filled = formValuesFromProfile(buildProfile());

const meta: Meta<typeof ProfileSetupScreen> = {
  title: 'Screens/Profile/ProfileSetupScreen',
  component: ProfileSetupScreen,
  args: {
    initialValues: formValuesFromProfile(null),
    onSubmit: fn(),
    onCancel: fn(),
    onOpenAccount: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof ProfileSetupScreen>;

export const Playground: Story = {};
export const Filled: Story = { args: { initialValues: filled } };
export const Editing: Story = { args: { initialValues: filled, editing: true } };
export const Saving: Story = { args: { initialValues: filled, saving: true } };
export const SaveError: Story = {
  args: {
    initialValues: filled,
    error: 'Error saving profile: support_radius must be between 1 and 50.',
  },
};
export const ConnectionError: Story = {
  args: {
    initialValues: filled,
    error: 'Unable to save profile. Please check your connection and try again.',
  },
};
/** A name that passes for staff is refused in the form with the server's own rule. */
export const ReservedName: Story = {
  args: { initialValues: { ...filled, display_name: 'Admin' } },
};
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = {
  args: { initialValues: filled },
  tags: ['mobile'],
  ...mobile,
};
/** First setup offers notifications on this device, asked for only when the person presses it. */
export const WithNotifications: Story = {
  args: {
    notificationsControl: <PushOptIn state="off" onTurnOn={fn()} onTurnOff={fn()} />,
  },
};
