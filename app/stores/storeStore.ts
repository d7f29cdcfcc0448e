import { create } from 'zustand';
import { requestFailureText } from '../api/client';
import { helpApi } from '../api/help';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';

interface StoreState {
  /** The person asked to hear when the store opens (null while not known). */
  notified: boolean | null;
  notifying: boolean;
  load: () => Promise<void>;
  notifyMe: () => Promise<void>;
}

/** The Recovery Store (/store): 'Notify me when the store opens'. */
export const useStoreStore = resettable(
  create<StoreState>((set) => ({
    notified: null,
    notifying: false,
    load: async () => {
      try {
        set({ notified: (await helpApi.storeInterest()).interested });
      } catch {
        // Not known: the button still works.
        set({ notified: false });
      }
    },
    notifyMe: async () => {
      set({ notifying: true });
      try {
        await helpApi.notifyStoreOpens();
        set({ notified: true, notifying: false });
      } catch (err) {
        set({ notifying: false });
        useNoticeStore.getState().show('error', requestFailureText(err));
      }
    },
  })),
);
