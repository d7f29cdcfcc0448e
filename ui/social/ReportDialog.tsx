import TextField from '@mui/material/TextField';
import { REPORT_REASON_MAX } from '../../contract/social';
import { FormDialog } from '../common/FormDialog';

export interface ReportDialogProps {
  open: boolean;
  /** True while the report is being sent; the form is disabled. @default false */
  sending?: boolean;
  /** A failure to show in the dialog. */
  error?: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks why a post is being reported; the report goes to the moderators. Resets on close. */
export function ReportDialog({
  open,
  sending = false,
  error,
  onSubmit,
  onClose,
}: ReportDialogProps) {
  return (
    <FormDialog
      open={open}
      title="Report Post"
      description="Tell our moderators what is wrong with this post. Reports are private: the author is not told who sent them."
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
          autoFocus
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX } }}
        />
      )}
    </FormDialog>
  );
}
