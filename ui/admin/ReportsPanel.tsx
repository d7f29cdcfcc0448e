import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseAction, ReportCase } from '../../contract/admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { visuallyHidden } from '../common/visuallyHidden';
import { AdminList } from './AdminList';
import { ReportCaseCard } from './ReportCaseCard';
import type { AdminItemStates, AdminPagedListProps } from './types';
import { useConfirmation } from './useConfirmation';
import { useItemActions } from './useItemActions';

export interface ReportsPanelProps extends AdminPagedListProps, AdminItemStates {
  /** The open report cases, newest report first. */
  cases: ReportCase[];
  /**
   * Runs a moderator's action on a case (by its id, `<target_type>:<target_id>`). The case is
   * busy until the promise settles; a rejection's message shows on the case. On success the app
   * takes the case out of `cases`.
   */
  onAction: (caseId: string, action: CaseAction) => Promise<unknown>;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const suspendQuestion = (name: string) =>
  `${name} will be signed out at once. Their posts, comments and map markers disappear for everyone, and they cannot sign in until a moderator unsuspends them.`;

/** Reports: every reported post, message and person, with what the moderator can do about it. */
export function ReportsPanel({ cases, onAction, now, busy, errors, ...list }: ReportsPanelProps) {
  const actions = useItemActions<CaseAction>({ busy, errors });
  const suspending = useConfirmation<ReportCase>();
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
            running={actions.actionOf(c.id)}
            error={actions.errorOf(c.id)}
            onDismiss={() => run(c.id, 'dismiss')}
            onHide={() => run(c.id, 'hide')}
            onSuspend={() => suspending.ask(c)}
            now={now}
          />
        )}
      />
      <ConfirmDialog
        open={suspending.open}
        title={`Suspend ${suspending.subject?.subject_name ?? ''}?`}
        message={suspendQuestion(suspending.subject?.subject_name ?? '')}
        confirmLabel="Suspend"
        destructive
        onConfirm={() => {
          if (suspending.subject) run(suspending.subject.id, 'suspend');
          suspending.close();
        }}
        onCancel={suspending.close}
      />
    </Box>
  );
}
