import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../contract/notifications';
import {
  NotificationSettingsScreen,
  type NotificationSettingsScreenProps,
} from './NotificationSettingsScreen';

const screenWith = (props: Partial<NotificationSettingsScreenProps> = {}) => {
  const on = { onSave: vi.fn(), onRetry: vi.fn() };
  const view = render(
    <NotificationSettingsScreen
      status="ready"
      preferences={DEFAULT_NOTIFICATION_PREFERENCES}
      deviceTimeZone="Europe/Lisbon"
      push={<p>device control</p>}
      {...on}
      {...props}
    />,
  );
  return { ...on, ...view };
};
const saved = (on: { onSave: ReturnType<typeof vi.fn> }) =>
  on.onSave.mock.calls.at(-1)![0] as NotificationPreferences;

it('saves the switches as set, on this device’s clock', async () => {
  const on = screenWith();
  expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  expect(screen.getByText('device control')).toBeVisible();
  await userEvent.click(screen.getByRole('switch', { name: 'Reactions to my posts' }));
  await userEvent.click(screen.getByRole('switch', { name: 'Show names in notifications' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(saved(on)).toEqual({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    reactions: false,
    previews: true,
    time_zone: 'Europe/Lisbon',
  });
});

it('sets the reminder’s time and quiet hours', async () => {
  const on = screenWith();
  expect(screen.queryByLabelText('Reminder time')).toBeNull();
  await userEvent.click(screen.getByRole('switch', { name: 'Remind me to check in each day' }));
  const time = screen.getByLabelText('Reminder time');
  await userEvent.clear(time);
  await userEvent.type(time, '08:30');
  await userEvent.click(
    screen.getByRole('switch', { name: 'Hold notifications to my devices at night' }),
  );
  expect(screen.getByLabelText('From')).toHaveValue('22:00');
  expect(screen.getByLabelText('Until')).toHaveValue('07:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(saved(on)).toMatchObject({
    reminders: true,
    reminder_time: '08:30',
    quiet_hours: { start: '22:00', end: '07:00' },
  });
});

it('refuses quiet hours that end when they start, saying why', async () => {
  const on = screenWith({
    preferences: {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      quiet_hours: { start: '22:00', end: '07:00' },
    },
  });
  const until = screen.getByLabelText('Until');
  await userEvent.clear(until);
  await userEvent.type(until, '22:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(on.onSave).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Quiet hours must end at another time than they start.',
  );
});

it('says saved, and why a save failed', () => {
  const { rerender } = screenWith({ saved: true });
  expect(screen.getByRole('status')).toHaveTextContent('Settings saved.');
  rerender(
    <NotificationSettingsScreen
      status="ready"
      preferences={DEFAULT_NOTIFICATION_PREFERENCES}
      deviceTimeZone="Europe/Lisbon"
      push={null}
      saveError="Network error: the server could not be reached."
      onSave={vi.fn()}
      onRetry={vi.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Your settings could not be saved. Network error: the server could not be reached.',
  );
});

it('while saving, keeps the focus and does not save twice', async () => {
  const on = screenWith({ saving: true });
  const button = screen.getByRole('button', { name: 'Saving...' });
  await userEvent.click(button);
  expect(on.onSave).not.toHaveBeenCalled();
});

it('shows loading, and a failure to load with Retry', async () => {
  const { rerender } = screenWith({ status: 'loading', preferences: null });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your settings...');
  const onRetry = vi.fn();
  rerender(
    <NotificationSettingsScreen
      status="error"
      error="Network error: the server could not be reached."
      preferences={null}
      deviceTimeZone="UTC"
      push={null}
      onSave={vi.fn()}
      onRetry={onRetry}
    />,
  );
  expect(screen.getByText(/Your settings could not be loaded/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
