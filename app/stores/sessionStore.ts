import { create } from 'zustand';
import type { CurrentUser } from '../../contract/auth';
import type { Profile, ProfileInput } from '../../contract/profile';
import { ApiError } from '../api/client';
import { authApi } from '../api/auth';
import { profileApi } from '../api/profile';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  profile: Profile | null;
  /** Set when the session could not be checked for a reason other than "not signed in". */
  loadError: Error | null;
  load: () => Promise<void>;
  /** Exchanges the one-time code; resolves true when a session was created. */
  exchangeCode: (code: string) => Promise<boolean>;
  saveProfile: (input: ProfileInput) => Promise<Profile>;
  logout: () => Promise<void>;
}

const initial = { status: 'loading' as SessionStatus, user: null, profile: null, loadError: null };

/** Who is signed in and their profile; the route guards read it. */
export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initial,

  load: async () => {
    try {
      const user = await authApi.me();
      const profile = await profileApi.get();
      set({ status: 'signedIn', user, profile, loadError: null });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        set({ status: 'signedOut', user: null, profile: null, loadError: null });
      } else {
        set({ status: 'signedOut', user: null, profile: null, loadError: err as Error });
      }
    }
  },

  exchangeCode: async (code) => {
    const res = await authApi.exchangeCode(code);
    if (!res.success) return false;
    set({ status: 'loading' });
    await get().load();
    return get().status === 'signedIn';
  },

  saveProfile: async (input) => {
    const profile = await profileApi.save(input);
    set({ profile });
    return profile;
  },

  // Spec, Auth: logout clears the user, then calls the logout endpoint.
  logout: async () => {
    set({ status: 'signedOut', user: null, profile: null, loadError: null });
    await authApi.logout().catch(() => {});
  },
}));

/** Restores the store's first state; for tests. */
export const resetSessionStore = () => useSessionStore.setState(initial);
