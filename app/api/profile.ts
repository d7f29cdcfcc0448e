import type { Profile, ProfileInput } from '../../contract/profile';
import { api } from './client';

export const profileApi = {
  get: () => api<Profile>('GET', '/api/profile'),
  save: (input: ProfileInput) => api<Profile>('POST', '/api/profile', input),
};
