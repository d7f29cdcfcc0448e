import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../contract/notifications';
import { NotificationSettingsScreen } from '../../ui/notifications/NotificationSettingsScreen';
import { PushOptIn } from '../../ui/notifications/PushOptIn';

const allSet = {
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  reactions: false,
  reminders: true,
  reminder_time: '08:30',
  previews: true,
  quiet_hours: { start: '22:00', end: '07:00' },
  time_zone: 'Europe/Lisbon',
};

const meta: Meta<typeof NotificationSettingsScreen> = {
  title: 'Screens/Notifications/NotificationSettingsScreen',
  component: NotificationSettingsScreen,
  args: {
    status: 'ready',
    preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    deviceTimeZone: 'Europe/Lisbon',
    onSave: fn(),
    onRetry: fn(),
    push: <PushOptIn state="off" onTurnOn={fn()} onTurnOff={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const AllSet: Story = {
  args: {
    preferences: allSet,
    push: <PushOptIn state="on" onTurnOn={fn()} onTurnOff={fn()} />,
  },
};
export const Loading: Story = { args: { status: 'loading', preferences: null } };
export const LoadFailed: Story = {
  args: {
    status: 'error',
    preferences: null,
    error: 'Network error: the server could not be reached.',
  },
};
export const Saving: Story = { args: { preferences: allSet, saving: true } };
export const Saved: Story = { args: { preferences: allSet, saved: true } };
export const SaveFailed: Story = {
  args: { preferences: allSet, saveError: 'time_zone is not a known time zone.' },
};
export const PushBlocked: Story = {
  args: { push: <PushOptIn state="blocked" onTurnOn={fn()} onTurnOff={fn()} /> },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile, args: { preferences: allSet } };
