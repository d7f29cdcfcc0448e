import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../common/Tooltip';

export interface NotificationBellProps {
  /** Unread notifications; the badge shows '99+' above 99 and nothing at 0. */
  unreadCount: number;
  /** Opens the notifications (a panel under the bell, or their page on a phone). */
  onOpen: (anchor: HTMLElement) => void;
  /**
   * 'dialog': it opens the list under itself (wider screens), and `expanded` says whether it is
   * open; 'page': it goes to the list's page (a phone). @default 'dialog'
   */
  opens?: 'dialog' | 'page';
  /** True while the list it opened under itself is shown. @default false */
  expanded?: boolean;
}

/** The count as the badge draws it. */
const drawn = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * How the bell is named to a screen reader: with the count as drawn, so the name holds what is
 * seen (voice control users say what they see).
 */
export const bellLabel = (count: number) =>
  count <= 0 ? 'Notifications' : `Notifications, ${drawn(count)} unread`;

/**
 * The header's bell: the person's unread notifications at a glance, and the way to them.
 * Accessibility: the button's name holds the unread count as drawn ('Notifications, 3 unread'); when
 * it opens a dialog, it says so and whether that is open.
 */
export function NotificationBell({
  unreadCount,
  onOpen,
  opens = 'dialog',
  expanded = false,
}: NotificationBellProps) {
  return (
    <Tooltip title="Notifications">
      <IconButton
        color="inherit"
        aria-label={bellLabel(unreadCount)}
        {...(opens === 'dialog' ? { 'aria-haspopup': 'dialog', 'aria-expanded': expanded } : {})}
        onClick={(event) => onOpen(event.currentTarget)}
      >
        {unreadCount > 0 ? (
          <Badge
            badgeContent={drawn(unreadCount)}
            color="error"
            overlap="circular"
            // The count is in the button's name; the drawn badge would say it twice.
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <NotificationsIcon />
          </Badge>
        ) : (
          // No badge at all when nothing is unread: not even a hidden '0' in the button's text.
          <NotificationsIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
