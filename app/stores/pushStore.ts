import { create } from './create';
import type { PushSubscriptionInput } from '../../contract/notifications';
import { pushDevicesApi } from '../api/pushDevices';
import { requestFailureText } from '../api/client';
import { deviceSubscription, pushSupported } from './pushDevice';
import { resettable } from './resetRegistry';
import { onSignOut } from './sessionStore';

/**
 * Whether this device gets pushes (docs/notifications.md, On the phone):
 * - 'checking' until known;
 * - 'unsupported': this browser cannot (an iPhone's Safari outside a Home Screen app, an old one);
 * - 'off', 'on';
 * - 'blocked': the person refused the browser's permission; only its site settings can undo it.
 */
export type PushState = 'checking' | 'unsupported' | 'off' | 'on' | 'blocked';

interface PushStoreState {
  state: PushState;
  /** Turning on or off now. */
  busy: boolean;
  /** Why the last turning on or off failed. */
  error: string | null;
  /** Reads this device's state (no prompt: permission is asked for only by turnOn). */
  check: () => Promise<void>;
  /** Asks the browser's permission, subscribes and tells the server. */
  turnOn: () => Promise<void>;
  /** Unsubscribes this device and tells the server to forget it. */
  turnOff: () => Promise<void>;
}

/** A service worker that has not come after this long is not coming (not registered here). */
const WORKER_WAIT_MS = 10_000;

async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('This browser has not finished setting up the app yet.')),
      WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** base64url to the bytes PushManager.subscribe takes as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const failure = (err: unknown) =>
  err instanceof Error && !('status' in err) && err.name !== 'NetworkError'
    ? `Notifications could not be turned on here. ${err.message}`.trim()
    : requestFailureText(err);

export const usePushStore = resettable(
  create<PushStoreState>((set, get) => ({
    state: 'checking',
    busy: false,
    error: null,

    async check() {
      if (!pushSupported()) return set({ state: 'unsupported' });
      if (Notification.permission === 'denied') return set({ state: 'blocked' });
      try {
        const sub = await deviceSubscription();
        set({ state: sub && Notification.permission === 'granted' ? 'on' : 'off' });
      } catch (err) {
        // The registration could not be read: shown as off, which turning on sets right.
        console.warn('push state not read', err);
        set({ state: 'off' });
      }
    },

    async turnOn() {
      if (get().busy || !pushSupported()) return;
      set({ busy: true, error: null });
      try {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') {
          set({ state: permission === 'denied' ? 'blocked' : 'off', busy: false });
          return;
        }
        const { public_key } = await pushDevicesApi.setup();
        if (!public_key) {
          set({
            busy: false,
            error: 'Notifications to your phone are not set up on this server.',
          });
          return;
        }
        const reg = await registration();
        const sub =
          (await reg.pushManager.getSubscription()) ??
          (await reg.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(public_key),
          }));
        await pushDevicesApi.subscribe(sub.toJSON() as PushSubscriptionInput);
        set({ state: 'on', busy: false });
      } catch (err) {
        set({ busy: false, error: failure(err) });
      }
    },

    async turnOff() {
      if (get().busy) return;
      set({ busy: true, error: null });
      try {
        const sub = await deviceSubscription();
        if (sub) {
          // The server first: if it cannot be told, the device stays subscribed and says so.
          await pushDevicesApi.unsubscribe(sub.endpoint);
          await sub.unsubscribe();
        }
        set({ state: 'off', busy: false });
      } catch (err) {
        set({ busy: false, error: requestFailureText(err) });
      }
    },
  })),
);

// Signing out ends this device's subscription (app/stores/pushDevice.ts); what the store showed
// was the person's who left, so it is read again for whoever signs in next.
onSignOut(() => usePushStore.setState({ state: 'checking', busy: false, error: null }));
