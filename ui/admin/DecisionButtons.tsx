import Box from '@mui/material/Box';
import { WaitingButton } from '../common/WaitingButton';
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

/**
 * 'Approve' and 'Reject' of a pending post or a suggested place. Accessibility: while a decision
 * is under way both wait (ui/common/WaitingButton.tsx): the pressed one keeps the keyboard's focus.
 */
export function DecisionButtons({
  busy = false,
  running = null,
  onApprove,
  onReject,
}: DecisionButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <WaitingButton variant="contained" onClick={onApprove} waiting={busy}>
        {running === 'approve' ? 'Approving...' : 'Approve'}
      </WaitingButton>
      <WaitingButton variant="outlined" color="error" onClick={onReject} waiting={busy}>
        {running === 'reject' ? 'Rejecting...' : 'Reject'}
      </WaitingButton>
    </Box>
  );
}
