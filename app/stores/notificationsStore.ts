import { create } from './create';
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
  /** How many views show the list now (the bell's panel, the page): news reloads it then. */
  shown: number;
  loadCount: () => Promise<void>;
  /** The first page (the list shown, or fresh news while it is). */
  load: () => Promise<void>;
  loadMore: () => Promise<void>;
  markAllRead: () => Promise<void>;
  /** The person opened an entry: it is read from now on. */
  markRead: (id: string) => Promise<void>;
  /** A view of the list opened (returns its closing). */
  show: () => () => void;
}

/**
 * The list's generation: every first-page load and 'Mark all as read' starts a new one, and an
 * answer of an older one (a page, a count) is dropped, so a slow answer never undoes a newer one.
 */
let generation = 0;

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
    shown: 0,

    loadCount: async () => {
      const at = generation;
      try {
        const { unread_count } = await notificationsApi.unread();
        if (at === generation) set({ unreadCount: unread_count });
      } catch (err) {
        // The badge keeps its last count; the next event or page view asks again.
        console.warn('notification count not loaded', err);
      }
    },
    load: async () => {
      const at = ++generation;
      // A list already shown stays while it is fetched again; an empty one shows 'Loading'. A
      // 'Load more' under way is dropped: its page would follow the old first page.
      set(
        get().status === 'ready'
          ? { loadingMore: false }
          : { status: 'loading', error: null, loadingMore: false },
      );
      try {
        const page = await notificationsApi.page();
        if (at !== generation) return;
        set({
          items: page.notifications,
          nextCursor: page.next_cursor,
          unreadCount: page.unread_count,
          status: 'ready',
          error: null,
          loadingMore: false,
        });
      } catch (err) {
        if (at !== generation) return;
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
      const at = generation;
      set({ loadingMore: true });
      try {
        const page = await notificationsApi.page(nextCursor);
        // The list was loaded again meanwhile: this page follows another first page.
        if (at !== generation) return;
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
        if (at !== generation) return;
        set({ loadingMore: false });
        useNoticeStore
          .getState()
          .show('error', `Older notifications could not be loaded. ${requestFailureText(err)}`);
      }
    },
    markAllRead: async () => {
      // A new generation: a first page asked for before this answers as if nothing was marked.
      const at = ++generation;
      // What the person saw shows read at once; what came meanwhile comes with the next load.
      const seen = new Set(get().items.map((n) => n.id));
      set((s) => ({
        markingAll: true,
        items: s.items.map((n) => (seen.has(n.id) ? { ...n, read: true } : n)),
      }));
      try {
        const { unread_count } = await notificationsApi.markRead({ all: true });
        set({ markingAll: false });
        if (at === generation) set({ unreadCount: unread_count });
      } catch (err) {
        set({ markingAll: false });
        useNoticeStore
          .getState()
          .show('error', `Your notifications were not marked as read. ${requestFailureText(err)}`);
        // Shown read here but not on the server: the list as the server has it.
        void get().load();
      }
    },
    markRead: async (id) => {
      const entry = get().items.find((n) => n.id === id);
      if (!entry || entry.read) return;
      set((s) => ({ items: s.items.map((n) => (n.id === id ? { ...n, read: true } : n)) }));
      const at = generation;
      try {
        const { unread_count } = await notificationsApi.markRead({ ids: [id] });
        if (at === generation) set({ unreadCount: unread_count });
      } catch (err) {
        // The entry shows read here; the server still counts it, and says so next time.
        console.warn('notification not marked read', err);
      }
    },
    show: () => {
      set((s) => ({ shown: s.shown + 1 }));
      return () => set((s) => ({ shown: Math.max(0, s.shown - 1) }));
    },
  })),
);

/**
 * The count is kept live on every signed-in page: the layout calls this beside
 * `liveEvents.start()`; returns the unsubscribe. While the list is shown, news reloads it (an
 * entry may have changed in place, or been read in another tab); otherwise the next showing does.
 */
export function followNotificationEvents(): () => void {
  const refresh = () => {
    const store = useNotificationsStore.getState();
    if (store.shown > 0) void store.load();
    else void store.loadCount();
  };
  refresh();
  const stops = [
    liveEvents.on('notifications', ({ unread_count }) => {
      const store = useNotificationsStore.getState();
      useNotificationsStore.setState({ unreadCount: unread_count });
      if (store.shown > 0) void store.load();
    }),
    // What came while the stream was down, or the page hidden, is asked for again.
    liveEvents.onCatchUp((why) => {
      if (why !== 'poll') refresh();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
