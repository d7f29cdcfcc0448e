import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';

export interface PlainButtonProps {
  /** The button's label. */
  children: ReactNode;
  /** Called on a click, or Enter or Space while focused; not while disabled. */
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** 'submit' sends the form it is in (what it does before the app's code has run). @default 'button' */
  type?: 'button' | 'submit';
  /** Greys the button out; a press does nothing and it leaves the Tab order. @default false */
  disabled?: boolean;
  /** An icon before the label, hidden from screen readers. */
  startIcon?: ReactNode;
  /** 'contained' is the primary colour on white text; 'light' is white with primary text. @default 'contained' */
  tone?: 'contained' | 'light';
}

/**
 * A native button styled like MUI's contained button, for the screens a phone loads first (the
 * landing page, the top-level fallback): MUI's Button brings ButtonBase, the ripple and
 * CircularProgress, about 10 kB gzipped that those pages do not otherwise need.
 */
export function PlainButton({
  children,
  onClick,
  type = 'button',
  disabled = false,
  startIcon,
  tone = 'contained',
}: PlainButtonProps) {
  const light = tone === 'light';
  return (
    <Box
      component="button"
      type={type}
      onClick={onClick}
      disabled={disabled}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 3,
        py: 1.25,
        border: 0,
        borderRadius: 1,
        font: 'inherit',
        fontWeight: 500,
        fontSize: '0.95rem',
        letterSpacing: '0.02857em',
        textTransform: 'uppercase',
        cursor: 'pointer',
        boxShadow: 2,
        bgcolor: light ? '#fff' : 'primary.main',
        color: light ? 'primary.main' : 'primary.contrastText',
        '&:hover': { bgcolor: light ? '#e8f0f7' : 'primary.dark' },
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'warning.light',
          outlineOffset: 2,
        },
        '&:disabled': { cursor: 'default', opacity: 0.7, boxShadow: 0 },
      }}
    >
      {startIcon ? (
        <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
          {startIcon}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}
