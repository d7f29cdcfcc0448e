import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/renderApp';
import { usePushStore } from './pushStore';
import { useSessionStore } from './sessionStore';

const ENDPOINT = 'https://push.example.org/device-1';
const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser that can push: its permission, its worker's push manager and what it subscribed. */
function pushBrowser(permission: NotificationPermission = 'default', answer = permission) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      void options;
      subscribed = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, pushManager, subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const state = () => usePushStore.getState();

it('reads this device’s state without asking for permission', async () => {
  const browser = pushBrowser();
  await state().check();
  expect(state().state).toBe('off');
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
});

it('says when this browser cannot push', async () => {
  await state().check();
  expect(state().state).toBe('unsupported');
});

it('turns on: asks, subscribes with the server’s key and tells the server', async () => {
  const browser = pushBrowser('default', 'granted');
  const { calls } = fakeApi({
    'GET /api/notifications/push': () => ({ status: 200, body: { public_key: KEY } }),
    'PUT /api/notifications/push': () => ({ status: 204 }),
  });
  await state().turnOn();
  expect(state()).toMatchObject({ state: 'on', busy: false, error: null });
  const options = browser.pushManager.subscribe.mock.calls[0]![0];
  expect(options.userVisibleOnly).toBe(true);
  expect((options.applicationServerKey as Uint8Array).length).toBe(65);
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    endpoint: ENDPOINT,
    keys: { p256dh: 'p256', auth: 'secret' },
  });
});

it('a refused permission is blocked, and nothing is sent', async () => {
  pushBrowser('default', 'denied');
  const { calls } = fakeApi({});
  await state().turnOn();
  expect(state().state).toBe('blocked');
  expect(calls).toEqual([]);
});

it('says why turning on failed, and stays as it was', async () => {
  pushBrowser('default', 'granted');
  fakeApi({
    'GET /api/notifications/push': () => ({ status: 200, body: { public_key: null } }),
  });
  await state().turnOn();
  expect(state()).toMatchObject({
    state: 'checking',
    busy: false,
    error: 'Notifications to your phone are not set up on this server.',
  });
});

it('turns off: the server forgets the device, then the browser unsubscribes', async () => {
  const browser = pushBrowser('granted');
  const { calls } = fakeApi({
    'GET /api/notifications/push': () => ({ status: 200, body: { public_key: KEY } }),
    'PUT /api/notifications/push': () => ({ status: 204 }),
    'DELETE /api/notifications/push': () => ({ status: 204 }),
  });
  await state().turnOn();
  await state().turnOff();
  expect(state().state).toBe('off');
  expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
  expect(browser.subscription.unsubscribe).toHaveBeenCalled();
});

it('keeps the device on when the server cannot be told', async () => {
  const browser = pushBrowser('granted');
  fakeApi({
    'GET /api/notifications/push': () => ({ status: 200, body: { public_key: KEY } }),
    'PUT /api/notifications/push': () => ({ status: 204 }),
    'DELETE /api/notifications/push': () => ({ status: 500, body: { error: 'Server error.' } }),
  });
  await state().turnOn();
  await state().turnOff();
  expect(state()).toMatchObject({ state: 'on', error: 'Server error.' });
  expect(browser.subscription.unsubscribe).not.toHaveBeenCalled();
});

it('signing out ends this device’s pushes, on the server and in the browser', async () => {
  const browser = pushBrowser('default', 'granted');
  const { calls } = fakeApi({
    'GET /api/notifications/push': () => ({ status: 200, body: { public_key: KEY } }),
    'PUT /api/notifications/push': () => ({ status: 204 }),
    'DELETE /api/notifications/push': () => ({ status: 500, body: { error: 'Server error.' } }),
    'GET /api/logout': () => ({ status: 200, body: { success: true } }),
  });
  useSessionStore.setState({ status: 'signedIn' });
  await state().turnOn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await useSessionStore.getState().logout();
  expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
  // The server did not hear: the browser's subscription still goes, so the next person sees none.
  expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  // The server's DELETE came before the sign-out, while the session could still name the device.
  expect(calls.map((c) => `${c.method} ${c.path}`).slice(-2)).toEqual([
    'DELETE /api/notifications/push',
    'GET /api/logout',
  ]);
  expect(useSessionStore.getState().status).toBe('signedOut');
  expect(state().state).toBe('checking');
});
