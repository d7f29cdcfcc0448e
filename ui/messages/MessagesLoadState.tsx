import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../common/RetryAlert';
import type { LoadStatus } from './types';

export interface MessagesLoadStateProps {
  /** The conversation's messages are on their way, or could not be loaded. */
  status: Exclude<LoadStatus, 'ready'>;
  /** Loads the conversation again after an error. */
  onRetry: () => void;
}

/** Where the messages go while they load ('Loading messages…') or when they could not (Retry). */
export function MessagesLoadState({ status, onRetry }: MessagesLoadStateProps) {
  if (status === 'loading')
    return (
      <Box
        role="status"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
      >
        <CircularProgress size={28} aria-hidden="true" />
        <Typography>Loading messages…</Typography>
      </Box>
    );
  return (
    <Box sx={{ flex: 1, p: 2 }}>
      <RetryAlert
        message="Messages could not be loaded. Please check your connection."
        onRetry={onRetry}
      />
    </Box>
  );
}
