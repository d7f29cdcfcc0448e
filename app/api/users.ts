import type { BlockedList } from '../../contract/users';
import { api } from './client';

const person = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Blocking and reporting people. */
export const usersApi = {
  block: (userId: string) => api<{ success: true }>('POST', `${person(userId)}/block`),
  unblock: (userId: string) => api<{ success: true }>('DELETE', `${person(userId)}/block`),
  blocked: () => api<BlockedList>('GET', '/api/users/blocked'),
  report: (userId: string, reason: string) =>
    api<{ success: true }>('POST', `${person(userId)}/report`, { reason }),
};
