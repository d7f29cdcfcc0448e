import { FormDialog } from '../common/FormDialog';
import type { Milestone } from '../../domain/toolkit/recoveryStats';
import { daysLabel } from '../../domain/time/daysLabel';

export interface MilestoneDialogProps {
  /** The milestone to congratulate; null closes the dialog. */
  milestone: Milestone | null;
  /** True while the share request runs. */
  sharing: boolean;
  /** Called on 'Share to Community'; the dialog stays open until `milestone` turns null. */
  onShare: (milestone: Milestone) => void;
  /** Called on Close, Escape or a click outside the dialog; none of them work while sharing. */
  onClose: () => void;
}

/**
 * Congratulations for an achieved milestone, with Close and 'Share to Community'.
 * Accessibility: the dialog is named by its title (the emoji hidden from screen readers) and
 * described by the congratulations; focus stays inside it while open.
 */
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
