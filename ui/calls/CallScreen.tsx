import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import type { ReactNode } from 'react';

export interface CallScreenProps {
  /** The dialog's name: 'Calling Maria G.', 'Call with Maria G.'. */
  label: string;
  /** The view drawn on the dark ground: names, pictures and the call's buttons. */
  children: ReactNode;
}

/** The dark ground of the call screens, so a picture or an initial stands out. */
const BACKGROUND = '#0f1a21';

/**
 * The full-screen surface of a call (calling, connecting, connected): a modal dialog over every
 * page, at any size from a 320 px phone, upright or on its side. Focus moves into it and stays
 * there. Escape does nothing: ending a call is the red button's, never a stray key's.
 */
export function CallScreen({ label, children }: CallScreenProps) {
  return (
    <Modal open hideBackdrop>
      <Box
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          bgcolor: BACKGROUND,
          color: 'common.white',
          outline: 'none',
          // The views' layout answers to this box's size (./screenQueries.ts).
          containerType: 'size',
          containerName: 'call-screen',
        }}
      >
        {children}
      </Box>
    </Modal>
  );
}
