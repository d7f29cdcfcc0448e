import { messagesApi } from '../../api/messages';
import type { MessagesSlice, ThreadsSlice } from './state';

/** Numbers each list load, so only the newest one's answer is shown. */
let threadsSeq = 0;

export const resetThreads = () => {
  threadsSeq = 0;
};

/** The thread list: one entry per person, newest first. */
export const createThreadsSlice: MessagesSlice<ThreadsSlice> = (set, get) => ({
  threads: [],
  threadsStatus: 'loading',

  loadThreads: async () => {
    const seq = ++threadsSeq;
    if (get().threadsStatus === 'error') set({ threadsStatus: 'loading' });
    try {
      const { threads } = await messagesApi.threads();
      if (seq === threadsSeq) set({ threads, threadsStatus: 'ready' });
    } catch {
      // A list already shown stays; only a first load that fails is an error.
      if (seq === threadsSeq && get().threadsStatus !== 'ready') set({ threadsStatus: 'error' });
    }
  },
});
