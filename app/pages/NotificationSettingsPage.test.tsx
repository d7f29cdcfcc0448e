import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../contract/notifications';
import { fakeApi, renderApp, signedIn } from '../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
});

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

it('opens from the list, saves what was set on this device’s clock, and says so', async () => {
  const user = userEvent.setup();
  let stored: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES;
  const { calls } = fakeApi({
    ...signedIn(),
    'GET /api/notifications': () => ({
      status: 200,
      body: { notifications: [], unread_count: 0, next_cursor: null },
    }),
    'GET /api/notifications/preferences': () => ({ status: 200, body: { preferences: stored } }),
    'PUT /api/notifications/preferences': ({ body }) => {
      stored = body as NotificationPreferences;
      return { status: 200, body: { preferences: stored } };
    },
  });
  const router = await renderApp('/notifications');
  await user.click(await screen.findByRole('link', { name: 'Notification settings' }));
  await screen.findByRole('heading', { level: 1, name: 'Notification settings' });
  expect(router.state.location.pathname).toBe('/notifications/settings');
  // This test's browser cannot push: said so, with no button to press.
  expect(await screen.findByText(/This browser cannot show notifications/)).toBeVisible();
  await user.click(await screen.findByRole('switch', { name: 'Comments on my posts' }));
  await user.click(screen.getByRole('switch', { name: 'Remind me to check in each day' }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved.')).toBeVisible();
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    comments: false,
    reminders: true,
    time_zone: zone,
  });
});

it('shows a failure to load with Retry, and loads on Retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeApi({
    ...signedIn(),
    'GET /api/notifications/preferences': () =>
      fail
        ? { status: 500, body: { error: 'Something went wrong on our side.' } }
        : { status: 200, body: { preferences: DEFAULT_NOTIFICATION_PREFERENCES } },
  });
  await renderApp('/notifications/settings');
  expect(await screen.findByText(/Your settings could not be loaded/)).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('switch', { name: 'Comments on my posts' })).toBeChecked();
});
