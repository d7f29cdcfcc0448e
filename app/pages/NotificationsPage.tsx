import { NotificationsScreen } from '../../ui/notifications/NotificationsScreen';
import { useNotificationsPanel } from '../routes/useNotificationsPanel';

/** `/notifications` (where a phone's bell leads): the list on a page of its own. */
export function NotificationsPage() {
  const { titleComponent: _heading, ...panel } = useNotificationsPanel();
  return <NotificationsScreen {...panel} />;
}
