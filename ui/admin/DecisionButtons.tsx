import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ModerationDecision } from './types';

export interface DecisionButtonsProps {
  /** A decision is under way: both buttons wait. @default false */
  busy?: boolean;
  /** The decision under way, when known: its button says so ('Approving...'). @default null */
  running?: ModerationDecision | null;
  /** 'Approve'. */
  onApprove: () => void;
  /** 'Reject' (the panel asks first). */
  onReject: () => void;
}

/** 'Approve' and 'Reject' of a pending post or a suggested place. */
export function DecisionButtons({
  busy = false,
  running = null,
  onApprove,
  onReject,
}: DecisionButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={onApprove} disabled={busy}>
        {running === 'approve' ? 'Approving...' : 'Approve'}
      </Button>
      <Button variant="outlined" color="error" onClick={onReject} disabled={busy}>
        {running === 'reject' ? 'Rejecting...' : 'Reject'}
      </Button>
    </Box>
  );
}
