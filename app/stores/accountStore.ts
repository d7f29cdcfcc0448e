import { create } from './create';
import type { AccountSession } from '../../contract/account';
import { ACCOUNT_DELETED_MESSAGE } from '../../contract/events';
import { accountApi } from '../api/account';
import { ApiError, requestFailureText } from '../api/client';
import { forgetOfflineAnswers } from '../api/offlineCache';
import { saveFile } from '../api/saveFile';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';
import { useSessionStore } from './sessionStore';

/** What the person is told once their account is gone (the live event says the same). */
export const ACCOUNT_DELETED_NOTICE = ACCOUNT_DELETED_MESSAGE;

interface AccountState {
  sessionsStatus: 'idle' | 'loading' | 'error' | 'ready';
  sessions: AccountSession[];
  /** Why the list could not be loaded. */
  sessionsLoadError: string | null;
  /** The id of the session being signed out. */
  ending: string | null;
  endingOthers: boolean;
  /** Why the last sign-out failed. */
  sessionsError: string | null;

  exporting: boolean;
  exportError: string | null;
  exported: boolean;

  deleteOpen: boolean;
  deleting: boolean;
  deleteError: string | null;

  loadSessions: () => Promise<void>;
  /** Signs one session out; the current one signs this browser out, as 'Log out' does. */
  endSession: (id: string) => Promise<void>;
  endOtherSessions: () => Promise<void>;
  /** Downloads the file of everything the server keeps about the person. */
  exportData: () => Promise<void>;
  openDelete: () => void;
  /** Closes 'Delete your account?', unless the deletion is on its way. */
  closeDelete: () => void;
  /** Resolves true once the account is gone and this browser signed out; the page goes home. */
  deleteAccount: () => Promise<boolean>;
}

const initial = {
  sessionsStatus: 'idle' as AccountState['sessionsStatus'],
  sessions: [],
  sessionsLoadError: null,
  ending: null,
  endingOthers: false,
  sessionsError: null,
  exporting: false,
  exportError: null,
  exported: false,
  deleteOpen: false,
  deleting: false,
  deleteError: null,
};

/**
 * The session this browser held is gone (deleted with the account, or signed out from the list):
 * the app is signed out at once, and forgets what it kept offline for the person, as after logout.
 */
function signedOutHere() {
  useSessionStore.setState({ status: 'signedOut', user: null, profile: null, loadError: null });
  void forgetOfflineAnswers();
}

/**
 * Privacy & account (docs/product.md): the person's sessions, the download of their data and the
 * deletion of their account.
 *
 * Error contract: no action rejects. A failure is state, in the server's words or saying it never
 * reached it: `sessionsLoadError` (with 'Try again'), `sessionsError`, `exportError`,
 * `deleteError` (in the dialog; nothing changed).
 */
export const useAccountStore = resettable(
  create<AccountState>()((set, get) => ({
    ...initial,

    loadSessions: async () => {
      set({ sessionsStatus: 'loading', sessionsLoadError: null, sessionsError: null });
      try {
        const { sessions } = await accountApi.sessions();
        set({ sessionsStatus: 'ready', sessions });
      } catch (err) {
        set({ sessionsStatus: 'error', sessionsLoadError: requestFailureText(err) });
      }
    },

    endSession: async (id) => {
      const session = get().sessions.find((s) => s.id === id);
      set({ ending: id, sessionsError: null });
      try {
        await accountApi.endSession(id);
        set((s) => ({ ending: null, sessions: s.sessions.filter((x) => x.id !== id) }));
        if (session?.current) signedOutHere();
      } catch (err) {
        set({ ending: null, sessionsError: requestFailureText(err) });
        // Already gone (ended elsewhere, or expired): the list says so too.
        if (err instanceof ApiError && err.status === 404)
          set((s) => ({ sessions: s.sessions.filter((x) => x.id !== id) }));
      }
    },

    endOtherSessions: async () => {
      set({ endingOthers: true, sessionsError: null });
      try {
        await accountApi.endOtherSessions();
        set((s) => ({ endingOthers: false, sessions: s.sessions.filter((x) => x.current) }));
      } catch (err) {
        set({ endingOthers: false, sessionsError: requestFailureText(err) });
      }
    },

    exportData: async () => {
      set({ exporting: true, exportError: null, exported: false });
      try {
        const { file, name } = await accountApi.exportData();
        saveFile(file, name);
        set({ exporting: false, exported: true });
      } catch (err) {
        set({ exporting: false, exportError: requestFailureText(err) });
      }
    },

    openDelete: () => set({ deleteOpen: true, deleteError: null }),
    closeDelete: () => {
      if (!get().deleting) set({ deleteOpen: false, deleteError: null });
    },

    deleteAccount: async () => {
      set({ deleting: true, deleteError: null });
      try {
        await accountApi.deleteAccount();
      } catch (err) {
        set({ deleting: false, deleteError: requestFailureText(err) });
        return false;
      }
      set({ ...initial });
      signedOutHere();
      useNoticeStore.getState().show('success', ACCOUNT_DELETED_NOTICE);
      return true;
    },
  })),
);
