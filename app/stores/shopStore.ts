import { create } from './create';
import { requestFailureText } from '../api/client';
import { shopApi } from '../api/shop';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';

interface ShopState {
  /** The person asked to hear when the store opens (null while not known). */
  notified: boolean | null;
  notifying: boolean;
  load: () => Promise<void>;
  notifyMe: () => Promise<void>;
}

/** The Recovery Store (/store): 'Notify me when the store opens'. */
export const useShopStore = resettable(
  create<ShopState>((set) => ({
    notified: null,
    notifying: false,
    load: async () => {
      try {
        set({ notified: (await shopApi.interest()).interested });
      } catch {
        // Not known: the button still works, and pressing it records the interest again.
        set({ notified: false });
      }
    },
    notifyMe: async () => {
      set({ notifying: true });
      try {
        await shopApi.notifyMe();
        set({ notified: true, notifying: false });
      } catch (err) {
        set({ notifying: false });
        useNoticeStore.getState().show('error', requestFailureText(err));
      }
    },
  })),
);
