import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface RetryAlertProps {
  /** What could not be loaded, and what to check. */
  message: string;
  /** Tries again; the alert stays until the caller's status changes. */
  onRetry: () => void;
  /** Extra styles for the alert, such as its margins. */
  sx?: SxProps<Theme>;
}

/**
 * An error in place of something that could not be loaded, with its 'Retry' button.
 * Accessibility: the message is announced as an alert when it appears; focus is not moved.
 */
export function RetryAlert({ message, onRetry, sx }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
