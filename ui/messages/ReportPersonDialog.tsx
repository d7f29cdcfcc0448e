import TextField from '@mui/material/TextField';
import { REPORT_REASON_MAX } from '../../contract/social';
import { FormDialog } from '../common/FormDialog';

export interface ReportPersonDialogProps {
  open: boolean;
  /** The person being reported. */
  name: string;
  /** True while the report is being sent; the form is disabled. @default false */
  sending?: boolean;
  /** A failure to show in the dialog. */
  error?: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks why a person is being reported (a reason is required); the report goes to the moderators. */
export function ReportPersonDialog({
  open,
  name,
  sending = false,
  error,
  onSubmit,
  onClose,
}: ReportPersonDialogProps) {
  return (
    <FormDialog
      open={open}
      title={`Report ${name}`}
      description={`Tell our moderators what happened in this conversation. Reports are private: ${name} is not told who sent them.`}
      initialValues={{ reason: '' }}
      canSubmit={(v) => v.reason.trim() !== ''}
      submitLabel="Send Report"
      busyLabel="Sending..."
      destructive
      busy={sending}
      error={error}
      onSubmit={(v) => onSubmit(v.reason.trim())}
      onClose={onClose}
    >
      {({ values, set, busy }) => (
        <TextField
          label="Reason"
          value={values.reason}
          onChange={(e) => set('reason', e.target.value)}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX } }}
        />
      )}
    </FormDialog>
  );
}
