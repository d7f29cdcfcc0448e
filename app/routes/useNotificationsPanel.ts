import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  NOTIFICATION_SETTINGS_PATH,
  type NotificationsPanelProps,
} from '../../ui/notifications/NotificationsPanel';
import { useNotificationsStore } from '../stores/notificationsStore';

/**
 * The notifications list as the panel shows it, from the store, fetched when it is shown: its page
 * and the bell's popover use the same. Opening an entry marks it read and goes to it, after
 * `beforeOpen` (the popover closes itself).
 */
export function useNotificationsPanel(beforeOpen?: () => void): NotificationsPanelProps {
  const store = useNotificationsStore();
  const { load, show } = store;
  const navigate = useNavigate();

  // Fetched each time it is shown, and kept fresh by news while it is (notificationsStore).
  useEffect(() => {
    const hide = show();
    void load();
    return hide;
  }, [load, show]);

  return {
    items: store.items,
    status: store.status,
    error: store.error,
    unreadCount: store.unreadCount,
    hasMore: store.nextCursor !== null,
    loadingMore: store.loadingMore,
    markingAll: store.markingAll,
    onOpen: (n) => {
      beforeOpen?.();
      void store.markRead(n.id);
      navigate(n.link);
    },
    onMarkAllRead: () => void store.markAllRead(),
    onRetry: () => void load(),
    onLoadMore: () => void store.loadMore(),
    onSettings: () => {
      beforeOpen?.();
      navigate(NOTIFICATION_SETTINGS_PATH);
    },
  };
}
