import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Milestone } from '../../domain/toolkit/recoveryStats';
import { daysLabel } from '../../domain/time/daysLabel';

export interface MilestoneDialogProps {
  milestone: Milestone | null;
  /** True while the share request runs. */
  sharing: boolean;
  onShare: (milestone: Milestone) => void;
  onClose: () => void;
}

/** Congratulations for an achieved milestone, with Close and 'Share to Community'. */
export function MilestoneDialog({ milestone, sharing, onShare, onClose }: MilestoneDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={milestone !== null}
      onClose={sharing ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>
        <span aria-hidden>🎉 </span>Congratulations!
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {milestone &&
            `You reached ${milestone.label}: ${daysLabel(milestone.days)} in recovery. That took courage, one day at a time.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sharing}>
          Close
        </Button>
        <Button
          variant="contained"
          onClick={() => milestone && onShare(milestone)}
          disabled={sharing}
        >
          {sharing ? 'Sharing...' : 'Share to Community'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
