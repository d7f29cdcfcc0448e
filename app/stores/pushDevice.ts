import { pushDevicesApi } from '../api/pushDevices';

/**
 * This device's push subscription, read straight from the browser. Kept apart from the push store
 * (app/stores/pushStore.ts) because signing out needs it and the sign-out code is on the landing
 * page, whose JavaScript has a budget (tools/size/size-limit.js); the store loads with the pages
 * that show it.
 */

/** Whether this browser can push at all (an iPhone's Safari outside a Home Screen app cannot). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The subscription this device holds now, if any. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Signing out: this device stops getting the person's pushes, so whoever uses it next never sees
 * them. The server is told first (while still signed in); the browser's subscription goes either
 * way, and should the server not have heard, the push service answers 'gone' at its next push and
 * the server forgets it then. Failures are logged, never holding the sign-out.
 */
export async function endPushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const sub = await deviceSubscription();
    if (!sub) return;
    await pushDevicesApi
      .unsubscribe(sub.endpoint)
      .catch((err: unknown) => console.warn('push device not forgotten by the server', err));
    await sub.unsubscribe();
  } catch (err) {
    console.warn('push subscription not ended on sign-out', err);
  }
}
