import Popover from '@mui/material/Popover';
import { useId } from 'react';
import { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';

export interface NotificationsPopoverProps extends NotificationsPanelProps {
  /** The bell it opens under; null: closed. */
  anchor: HTMLElement | null;
  /** Called on Escape or a click outside; the app then sets `anchor` to null. */
  onClose: () => void;
}

/**
 * The notifications under the header's bell on wider screens (a phone opens their page instead).
 * A popover: focus moves into it, Escape or a click outside closes it, and focus returns to the
 * bell.
 */
export function NotificationsPopover({ anchor, onClose, ...panel }: NotificationsPopoverProps) {
  const headingId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          // A dialog named by the list's heading: where focus goes when it opens.
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 520 },
        },
      }}
    >
      <NotificationsPanel {...panel} headingId={headingId} />
    </Popover>
  );
}
