import { create } from 'zustand';
import type { AppNotification } from '../../contract/notifications';
import { requestFailureText } from '../api/client';
import { notificationsApi } from '../api/notifications';
import { liveEvents } from './liveEvents';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';

export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface NotificationsState {
  /** The header's badge: unread entries, as the server counts them (up to 100). */
  unreadCount: number;
  /** The list as the panel shows it, newest first. */
  items: AppNotification[];
  nextCursor: string | null;
  status: NotificationsStatus;
  /** Why the list did not load (shown in the panel). */
  error: string | null;
  loadingMore: boolean;
  markingAll: boolean;
  loadCount: () => Promise<void>;
  /** The first page (the panel opening, or fresh news while it is open). */
  load: () => Promise<void>;
  loadMore: () => Promise<void>;
  markAllRead: () => Promise<void>;
  /** The person opened an entry: it is read from now on. */
  markRead: (id: string) => Promise<void>;
}

/** The person's notifications (docs/notifications.md): the header's count and the panel's list. */
export const useNotificationsStore = resettable(
  create<NotificationsState>((set, get) => ({
    unreadCount: 0,
    items: [],
    nextCursor: null,
    status: 'idle',
    error: null,
    loadingMore: false,
    markingAll: false,

    loadCount: async () => {
      try {
        const { unread_count } = await notificationsApi.unread();
        set({ unreadCount: unread_count });
      } catch (err) {
        // The badge keeps its last count; the next event or page view asks again.
        console.warn('notification count not loaded', err);
      }
    },
    load: async () => {
      // A list already shown stays while it is fetched again; an empty one shows 'Loading'.
      if (get().status !== 'ready') set({ status: 'loading', error: null });
      try {
        const page = await notificationsApi.page();
        set({
          items: page.notifications,
          nextCursor: page.next_cursor,
          unreadCount: page.unread_count,
          status: 'ready',
          error: null,
        });
      } catch (err) {
        if (get().status === 'ready') {
          console.warn('notifications not refreshed', err);
          return;
        }
        set({ status: 'error', error: requestFailureText(err) });
      }
    },
    loadMore: async () => {
      const { nextCursor, loadingMore } = get();
      if (!nextCursor || loadingMore) return;
      set({ loadingMore: true });
      try {
        const page = await notificationsApi.page(nextCursor);
        set((s) => {
          const known = new Set(s.items.map((n) => n.id));
          return {
            items: [...s.items, ...page.notifications.filter((n) => !known.has(n.id))],
            nextCursor: page.next_cursor,
            unreadCount: page.unread_count,
            loadingMore: false,
          };
        });
      } catch (err) {
        set({ loadingMore: false });
        useNoticeStore.getState().show('error', requestFailureText(err));
      }
    },
    markAllRead: async () => {
      set({ markingAll: true });
      try {
        const { unread_count } = await notificationsApi.markRead({ all: true });
        set((s) => ({
          unreadCount: unread_count,
          items: s.items.map((n) => ({ ...n, read: true })),
          markingAll: false,
        }));
      } catch (err) {
        set({ markingAll: false });
        useNoticeStore.getState().show('error', requestFailureText(err));
      }
    },
    markRead: async (id) => {
      const entry = get().items.find((n) => n.id === id);
      if (!entry || entry.read) return;
      set((s) => ({ items: s.items.map((n) => (n.id === id ? { ...n, read: true } : n)) }));
      try {
        const { unread_count } = await notificationsApi.markRead({ ids: [id] });
        set({ unreadCount: unread_count });
      } catch (err) {
        // The entry shows read here; the server still counts it, and says so next time.
        console.warn('notification not marked read', err);
      }
    },
  })),
);

/**
 * The count is kept live on every signed-in page: the layout calls this beside
 * `liveEvents.start()`; returns the unsubscribe. Fresh news while the list is shown refreshes it.
 */
export function followNotificationEvents(): () => void {
  void useNotificationsStore.getState().loadCount();
  const stops = [
    liveEvents.on('notifications', ({ unread_count }) => {
      const store = useNotificationsStore.getState();
      const grew = unread_count > store.unreadCount;
      useNotificationsStore.setState({ unreadCount: unread_count });
      if (grew && store.status === 'ready') void store.load();
    }),
    // What was counted while the stream was down, or the page hidden, is asked for again.
    liveEvents.onCatchUp((why) => {
      if (why !== 'poll') void useNotificationsStore.getState().loadCount();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
