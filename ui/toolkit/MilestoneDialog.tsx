import { FormDialog } from '../common/FormDialog';
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
  return (
    <FormDialog
      open={milestone !== null}
      title={
        <>
          <span aria-hidden>🎉 </span>Congratulations!
        </>
      }
      description={
        milestone &&
        `You reached ${milestone.label}: ${daysLabel(milestone.days)} in recovery. That took courage, one day at a time.`
      }
      cancelLabel="Close"
      submitLabel="Share to Community"
      busyLabel="Sharing..."
      busy={sharing}
      onSubmit={() => {
        if (milestone) onShare(milestone);
      }}
      onClose={onClose}
    />
  );
}
