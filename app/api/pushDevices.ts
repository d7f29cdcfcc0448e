import type { PushSetup, PushSubscriptionInput } from '../../contract/notifications';
import { api } from './client';

const push = '/api/notifications/push';

/**
 * The server's side of this device's push subscription (docs/notifications.md, On the phone). Apart
 * from the other notification calls because signing out, on the landing page, needs `unsubscribe`.
 */
export const pushDevicesApi = {
  setup: () => api<PushSetup>('GET', push),
  subscribe: (subscription: PushSubscriptionInput) => api<void>('PUT', push, subscription),
  unsubscribe: (endpoint: string) => api<void>('DELETE', push, { endpoint }),
};
