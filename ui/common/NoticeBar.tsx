import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  /** Stable id, so a new notice with the same text still shows. */
  id: number;
  severity: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

export interface NoticeBarProps {
  /** The message to show; null shows nothing. A new `id` shows it afresh. */
  notice: Notice | null;
  /**
   * Called when the notice should go: its close button, Escape, or its time running out (never a
   * click elsewhere). The caller then sets `notice` to null.
   */
  onClose: () => void;
  /** Milliseconds before a success or info notice hides itself; errors stay. @default 6000 */
  autoHideMs?: number;
}

/**
 * Shows one message at a time, in place of the browser's alert(), announced as an alert.
 * Accessibility: focus is not moved to it; Escape or its close button dismisses it, and its timer
 * pauses while the pointer or focus is on it.
 */
export function NoticeBar({ notice, onClose, autoHideMs = 6000 }: NoticeBarProps) {
  if (!notice) return null;
  return (
    <Snackbar
      key={notice?.id}
      open
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      autoHideDuration={notice.severity !== 'error' ? autoHideMs : null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ maxWidth: 560 }}>
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
