import type { NotificationsPage } from '../../contract/notifications';
import { api } from './client';

const base = '/api/notifications';

export const notificationsApi = {
  page: (cursor?: string | null) =>
    api<NotificationsPage>('GET', cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base),
  unread: () => api<{ unread_count: number }>('GET', `${base}/unread`),
  markRead: (which: { ids: string[] } | { all: true }) =>
    api<{ unread_count: number }>('POST', `${base}/read`, which),
};
