import { create } from './create';
import type { Notice } from '../../ui/common/NoticeBar';
import { resettable } from './resetRegistry';

interface NoticeState {
  notice: Notice | null;
  show: (severity: Notice['severity'], message: string) => void;
  dismiss: () => void;
}

let nextId = 1;

/** The one message shown to the person at a time, surviving navigation (e.g. callback -> home). */
export const useNoticeStore = resettable(
  create<NoticeState>((set) => ({
    notice: null,
    show: (severity, message) => set({ notice: { id: nextId++, severity, message } }),
    dismiss: () => set({ notice: null }),
  })),
);
