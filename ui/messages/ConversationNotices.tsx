import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** A word to the viewer after an action in the conversation: a thank-you, or why it failed. */
export interface ConversationNotice {
  severity: 'success' | 'error';
  text: string;
}

export interface ConversationNoticesProps {
  /** Why the last send failed; null when it did not. */
  sendError: string | null;
  /** Hides the send error; without it the error stays until the container clears it. */
  onDismissSendError?: () => void;
  notice: ConversationNotice | null;
  onDismissNotice: () => void;
}

/** Above the input: a failed send, and the outcome of a report or an unblock. */
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
