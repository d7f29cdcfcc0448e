import { create } from 'zustand';
import type { PushSubscriptionInput } from '../../contract/notifications';
import { notificationsApi } from '../api/notifications';
import { requestFailureText } from '../api/client';
import { resettable } from './resetRegistry';

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

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

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
      if (!supported()) return set({ state: 'unsupported' });
      if (Notification.permission === 'denied') return set({ state: 'blocked' });
      try {
        const reg = await navigator.serviceWorker.getRegistration();
        const sub = await reg?.pushManager.getSubscription();
        set({ state: sub && Notification.permission === 'granted' ? 'on' : 'off' });
      } catch (err) {
        // The registration could not be read: shown as off, which turning on sets right.
        console.warn('push state not read', err);
        set({ state: 'off' });
      }
    },

    async turnOn() {
      if (get().busy || !supported()) return;
      set({ busy: true, error: null });
      try {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') {
          set({ state: permission === 'denied' ? 'blocked' : 'off', busy: false });
          return;
        }
        const { public_key } = await notificationsApi.pushSetup();
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
        await notificationsApi.subscribe(sub.toJSON() as PushSubscriptionInput);
        set({ state: 'on', busy: false });
      } catch (err) {
        set({ busy: false, error: failure(err) });
      }
    },

    async turnOff() {
      if (get().busy) return;
      set({ busy: true, error: null });
      try {
        const reg = await navigator.serviceWorker.getRegistration();
        const sub = await reg?.pushManager.getSubscription();
        if (sub) {
          // The server first: if it cannot be told, the device stays subscribed and says so.
          await notificationsApi.unsubscribe(sub.endpoint);
          await sub.unsubscribe();
        }
        set({ state: 'off', busy: false });
      } catch (err) {
        set({ busy: false, error: requestFailureText(err) });
      }
    },
  })),
);

/**
 * Signing out: this device stops getting the person's pushes, so whoever uses it next never sees
 * them. The server is told first (while still signed in); the browser's subscription goes either
 * way, and should the server not have heard, the push service answers 'gone' at its next push and
 * the server forgets it then. Failures are logged, never holding the sign-out.
 */
export async function forgetThisDevice(): Promise<void> {
  if (!supported()) return;
  try {
    const sub = await (
      await navigator.serviceWorker.getRegistration()
    )?.pushManager.getSubscription();
    if (!sub) return;
    await notificationsApi
      .unsubscribe(sub.endpoint)
      .catch((err: unknown) => console.warn('push device not forgotten by the server', err));
    await sub.unsubscribe();
  } catch (err) {
    console.warn('push subscription not ended on sign-out', err);
  } finally {
    usePushStore.setState({ state: 'checking', busy: false, error: null });
  }
}
