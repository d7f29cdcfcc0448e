import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CaseAction, ReportCase } from '../../contract/admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { visuallyHidden } from '../common/visuallyHidden';
import { AdminList } from './AdminList';
import { ReportCaseCard } from './ReportCaseCard';
import type { AdminPagedListProps } from './types';
import { useItemActions } from './useItemActions';

export interface ReportsPanelProps extends AdminPagedListProps {
  /** The open report cases, newest report first. */
  cases: ReportCase[];
  /**
   * Runs a moderator's action on a case (by its id, `<target_type>:<target_id>`); resolves when
   * done (the app then takes the case out of `cases`), rejects with the text to show on the case.
   */
  onAction: (caseId: string, action: CaseAction) => Promise<void>;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const suspendQuestion = (name: string) =>
  `${name} will be signed out at once. Their posts, comments and map markers disappear for everyone, and they cannot sign in until a moderator unsuspends them.`;

/** Reports: every reported post, message and person, with what the moderator can do about it. */
export function ReportsPanel({ cases, onAction, now, ...list }: ReportsPanelProps) {
  const actions = useItemActions<CaseAction>();
  // The case stays set while the dialog closes, so its text does not change mid-animation.
  const [suspending, setSuspending] = useState<ReportCase | null>(null);
  const [asking, setAsking] = useState(false);
  const run = (id: string, action: CaseAction) =>
    actions.run(id, action, () => onAction(id, action));

  return (
    <Box>
      <Typography component="h2" sx={visuallyHidden}>
        Open reports
      </Typography>
      <AdminList
        {...list}
        label="Open reports"
        items={cases}
        itemKey={(c) => c.id}
        empty="No open reports. Thank you for keeping the community safe."
        errorMessage="Reports could not be loaded. Please check your connection."
        renderItem={(c) => (
          <ReportCaseCard
            reportCase={c}
            busy={actions.busyOf(c.id)}
            error={actions.errorOf(c.id)}
            onDismiss={() => run(c.id, 'dismiss')}
            onHide={() => run(c.id, 'hide')}
            onSuspend={() => {
              setSuspending(c);
              setAsking(true);
            }}
            now={now}
          />
        )}
      />
      <ConfirmDialog
        open={asking}
        title={`Suspend ${suspending?.subject_name ?? ''}?`}
        message={suspending ? suspendQuestion(suspending.subject_name) : ''}
        confirmLabel="Suspend"
        destructive
        onConfirm={() => {
          if (suspending) run(suspending.id, 'suspend');
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
