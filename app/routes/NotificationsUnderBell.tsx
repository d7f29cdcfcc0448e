import { NotificationsPopover } from '../../ui/notifications/NotificationsPopover';
import { useNotificationsPanel } from './useNotificationsPanel';

/** The notifications under the header's bell (wider screens), loaded with the bell's first use. */
export default function NotificationsUnderBell({
  anchor,
  onClose,
}: {
  anchor: HTMLElement;
  onClose: () => void;
}) {
  return (
    <NotificationsPopover anchor={anchor} onClose={onClose} {...useNotificationsPanel(onClose)} />
  );
}
