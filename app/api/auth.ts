import type { CurrentUser, RedirectUrlResponse, SuccessResponse } from '../../contract/auth';
import { api } from './client';

export const authApi = {
  me: () => api<CurrentUser>('GET', '/api/users/me'),
  redirectUrl: () => api<RedirectUrlResponse>('GET', '/api/oauth/google/redirect_url'),
  exchangeCode: (code: string) => api<SuccessResponse>('POST', '/api/sessions', { code }),
  logout: () => api<SuccessResponse>('GET', '/api/logout'),
};
