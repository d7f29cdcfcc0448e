import Button, { type ButtonProps } from '@mui/material/Button';
import { WAITING_SX, unlessWaiting } from './waiting';

export interface WaitingButtonProps extends ButtonProps {
  /** Waiting for what a press started: dimmed, and a press does nothing. */
  waiting: boolean;
}

/**
 * A button that waits for what it started (saving, loading more, turning on) dimmed rather than
 * disabled: a disabled button drops the keyboard's focus to the page the moment it is pressed, and
 * leaves the Tab order. `aria-disabled` says a press does nothing now; a press of a submit
 * button then submits nothing. Takes every prop of MUI's Button besides its own.
 */
export function WaitingButton({ waiting, onClick, sx, ...props }: WaitingButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={waiting}
      onClick={(event) => unlessWaiting(waiting, event, onClick)}
      sx={[waiting && WAITING_SX, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
