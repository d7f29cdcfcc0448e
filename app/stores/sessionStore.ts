import type { CurrentUser } from '../../contract/auth';
import type { Profile, ProfileInput } from '../../contract/profile';
import { ApiError } from '../api/client';
import { authApi } from '../api/auth';
import { forgetOfflineAnswers } from '../api/offlineCache';
import { whenHydrated } from '../prerender/page';
import { profileApi } from '../api/profile';
import { liveEvents } from './liveEvents';
import { endPushOnThisDevice } from './pushDevice';
import { useNoticeStore } from './noticeStore';
import { createStartable } from './firstState';
import { resettable } from './resetRegistry';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  profile: Profile | null;
  /** Set when the session could not be checked for a reason other than "not signed in". */
  loadError: Error | null;
  /** Asks the BFF who is signed in; calls made while one is under way share it (one request). */
  load: () => Promise<void>;
  /**
   * Signed in as the page the server drew says (app/prerender/sessionAnswers.ts), without asking,
   * from the first render on (app/stores/firstState.ts).
   */
  showSession: (user: CurrentUser, profile: Profile) => void;
  /** The provider's sign-in URL to send the browser to. */
  signInUrl: () => Promise<string>;
  /** Exchanges the one-time code; resolves true when a session was created. */
  exchangeCode: (code: string) => Promise<boolean>;
  /** Reads the stored profile again (Profile Setup); keeps the session's copy when that fails. */
  loadProfile: () => Promise<Profile | null>;
  saveProfile: (input: ProfileInput) => Promise<Profile>;
  /** Ends the session on the server, then here; while the server has not said so, nothing changes. */
  logout: () => Promise<void>;
}

const initial = { status: 'loading' as SessionStatus, user: null, profile: null, loadError: null };

/** The session check under way, shared by every caller until it settles. */
let loading: Promise<void> | null = null;

/**
 * Who is signed in and their profile; the route guards read it.
 *
 * Error contract, one per action: `load` never rejects (a failure is state: signedOut, with
 * `loadError` for anything but 401, which the root route throws to the error screen);
 * `loadProfile` never rejects (falls back to the session's profile). `signInUrl`, `exchangeCode`,
 * `saveProfile` and `logout` reject with the ApiError/NetworkError of the call and announce
 * nothing: the caller words and shows it.
 */
export const useSessionStore = resettable(
  createStartable<SessionState>((set, get) => ({
    ...initial,

    load: () => {
      loading ??= (async () => {
        try {
          // Both at once: one round trip instead of two before a signed-in page can draw. Who is
          // signed in decides first: a visitor's profile answer means nothing.
          const [me, mine] = await Promise.allSettled([authApi.me(), profileApi.get()]);
          // Asked for while the page hydrates, told once it has (app/prerender/page.ts).
          await whenHydrated();
          if (me.status === 'rejected') throw me.reason;
          if (mine.status === 'rejected') throw mine.reason;
          set({ status: 'signedIn', user: me.value, profile: mine.value, loadError: null });
        } catch (err) {
          const signedOut = err instanceof ApiError && err.status === 401;
          // The session ended: what was kept for offline use was that session's.
          if (signedOut) void forgetOfflineAnswers();
          const loadError = signedOut ? null : (err as Error);
          set({ status: 'signedOut', user: null, profile: null, loadError });
        } finally {
          loading = null;
        }
      })();
      return loading;
    },

    showSession: (user, profile) => {
      useSessionStore.startWith({ status: 'signedIn', user, profile, loadError: null });
    },

    signInUrl: async () => {
      const { redirectUrl } = await authApi.redirectUrl();
      if (!redirectUrl) throw new Error('No redirect URL received from server');
      return redirectUrl;
    },

    exchangeCode: async (code) => {
      const res = await authApi.exchangeCode(code);
      if (!res.success) return false;
      await forgetOfflineAnswers();
      // A check begun before the session existed (the root route's) answers for no one now:
      // let it settle, then ask again.
      await loading;
      set({ status: 'loading' });
      await get().load();
      return get().status === 'signedIn';
    },

    loadProfile: async () => {
      try {
        const profile = await profileApi.get();
        set({ profile });
        return profile;
      } catch {
        return get().profile;
      }
    },

    saveProfile: async (input) => {
      const profile = await profileApi.save(input);
      set({ profile });
      return profile;
    },

    // Logout waits for the server (docs/product.md, Sessions and logout): the session cookie is
    // out of the app's reach, so until the server has ended the session the person is still
    // signed in, and showing the landing page would tell them otherwise. A 401 means it had
    // already ended.
    logout: async () => {
      await endPushOnThisDevice();
      try {
        await authApi.logout();
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 401)) throw err;
      }
      set({ status: 'signedOut', user: null, profile: null, loadError: null });
      // What the service worker kept for offline Get Help is this person's: it leaves with them.
      await forgetOfflineAnswers();
    },
  })),
  () => {
    loading = null;
  },
);

/**
 * The server ended this person's sessions (a suspension, this session ended from another device,
 * the account deleted): the app signs out at once, says why, and forgets what it kept offline for
 * them. The layout follows it while signed in. A deletion the person asked for is news, not an
 * error.
 */
export function followSessionEvents(): () => void {
  return liveEvents.on('signed_out', ({ message, reason }) => {
    useSessionStore.setState({ status: 'signedOut', user: null, profile: null, loadError: null });
    useNoticeStore.getState().show(reason === 'account_deleted' ? 'success' : 'error', message);
    void forgetOfflineAnswers();
  });
}

/**
 * Calls `forget` whenever the signed-in person leaves (signing out, the session ending): stores
 * holding what was theirs drop it, for whoever signs in next.
 */
export function onSignOut(forget: () => void): void {
  useSessionStore.subscribe((session, before) => {
    if (before.status === 'signedIn' && session.status !== 'signedIn') forget();
  });
}
