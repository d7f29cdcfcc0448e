import type { NotificationPreferences, NotificationsPage } from '../../contract/notifications';
import { api } from './client';

const base = '/api/notifications';

export const notificationsApi = {
  page: (cursor?: string | null) =>
    api<NotificationsPage>('GET', cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base),
  unread: () => api<{ unread_count: number }>('GET', `${base}/unread`),
  markRead: (which: { ids: string[] } | { all: true }) =>
    api<{ unread_count: number }>('POST', `${base}/read`, which),
  preferences: () => api<{ preferences: NotificationPreferences }>('GET', `${base}/preferences`),
  savePreferences: (preferences: NotificationPreferences) =>
    api<{ preferences: NotificationPreferences }>('PUT', `${base}/preferences`, preferences),
  reportCheckIn: (date: string) => api<void>('POST', `${base}/reminders/check-in`, { date }),
};
