import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** A word to the viewer after an action in the conversation: a thank-you, or why it failed. */
export interface ConversationNotice {
  /** A thank-you ('success', announced politely) or a failure ('error', announced at once). */
  severity: 'success' | 'error';
  /** The words shown. */
  text: string;
}

export interface ConversationNoticesProps {
  /** Why the last send failed; null when it did not. */
  sendError: string | null;
  /** Hides the send error; without it the error stays until the container clears it. */
  onDismissSendError?: () => void;
  /** The thank-you after a report, or why an unblock failed; null when there is none. */
  notice: ConversationNotice | null;
  /** Called when the person closes the notice. */
  onDismissNotice: () => void;
}

/**
 * Above the input: a failed send, and the outcome of a report or an unblock. Accessibility: a
 * failed send and a failure are alerts; a thank-you is a polite status.
 */
export function ConversationNotices({
  sendError,
  onDismissSendError,
  notice,
  onDismissNotice,
}: ConversationNoticesProps) {
  if (!sendError && !notice) return null;
  return (
    <Box sx={{ px: 2, pb: 1, display: 'grid', gap: 1, bgcolor: 'background.default' }}>
      {sendError && (
        <Alert severity="error" onClose={onDismissSendError}>
          {sendError}
        </Alert>
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={onDismissNotice}
        >
          {notice.text}
        </Alert>
      )}
    </Box>
  );
}
