import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { unlessWaiting } from '../common/waiting';

export interface CallButtonProps {
  /** The caption under the circle, which is also the button's name. */
  label: string;
  /** An icon; hidden from screen readers (the label says it). */
  icon: ReactNode;
  /** Called when the person presses the button. */
  onClick: () => void;
  /** 'danger' is the red of ending or refusing a call. @default 'neutral' */
  tone?: 'neutral' | 'danger';
  /**
   * Drawn light while on (muted, camera off). Not aria-pressed: the caption itself changes ('Mute'
   * to 'Unmute'), and both together would be read as 'Unmute, pressed'.
   */
  pressed?: boolean;
  /**
   * Waiting for what a press started (the hang-up on its way): dimmed, and a press does nothing,
   * while the keyboard's focus stays on it (aria-disabled, not disabled). @default false
   */
  waiting?: boolean;
}

/**
 * A control of the call screens: a round icon with its caption under it, one button for both, so
 * what is read out is what is written. Sized for a thumb (56 px circle).
 */
export function CallButton({
  label,
  icon,
  onClick,
  tone = 'neutral',
  pressed,
  waiting = false,
}: CallButtonProps) {
  const on = pressed === true;
  return (
    <ButtonBase
      onClick={(event) => unlessWaiting(waiting, event, onClick)}
      aria-disabled={waiting}
      focusRipple
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.75,
        width: 88,
        p: 0.5,
        borderRadius: 2,
        color: 'common.white',
        ...(waiting && { opacity: 0.5, cursor: 'default' }),
        '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 2 },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          borderRadius: '50%',
          bgcolor:
            tone === 'danger' ? 'error.main' : on ? 'common.white' : 'rgba(255,255,255,0.18)',
          color: on && tone !== 'danger' ? 'grey.900' : 'common.white',
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Box component="span" sx={{ fontSize: '0.8125rem', fontWeight: 500, lineHeight: 1.25 }}>
        {label}
      </Box>
    </ButtonBase>
  );
}
