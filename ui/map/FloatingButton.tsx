import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../common/Tooltip';
import type { ReactNode } from 'react';
import { WAITING_SX, unlessWaiting } from '../common/waiting';

export interface FloatingButtonProps {
  /** Its name and tooltip. */
  label: string;
  /** The icon. */
  children: ReactNode;
  /** Called when the person presses the button. */
  onClick: () => void;
  /**
   * Waiting for what a press started (a locate): dimmed, a press does nothing, and unlike a
   * disabled button it keeps the focus and its place in the Tab order; its tooltip still shows.
   * @default false
   */
  waiting?: boolean;
  /** For a button that opens a panel: whether the panel is open now. */
  'aria-expanded'?: boolean;
  /** For a button that opens a panel: the panel's id. */
  'aria-controls'?: string;
}

/** A round icon button floating on the map, named by its tooltip. */
export function FloatingButton({
  label,
  children,
  onClick,
  waiting = false,
  ...rest
}: FloatingButtonProps) {
  return (
    // Kept inside the map (not portalled to the end of the page), so a tooltip left open under the
    // pointer is still within the page's landmarks.
    <Tooltip title={label} placement="left" slotProps={{ popper: { disablePortal: true } }}>
      <span>
        <IconButton
          aria-label={label}
          {...rest}
          aria-disabled={waiting}
          onClick={(e) => unlessWaiting(waiting, e, onClick)}
          sx={[
            {
              bgcolor: 'background.paper',
              boxShadow: 2,
              '&:hover': { bgcolor: 'background.paper' },
            },
            waiting && WAITING_SX,
          ]}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
