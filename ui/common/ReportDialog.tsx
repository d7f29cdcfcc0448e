import TextField from '@mui/material/TextField';
import { REPORT_REASON_MAX } from '../../contract/social';
import { FormDialog } from './FormDialog';

export interface ReportDialogProps {
  /** Shows the dialog while true; closing it clears the reason. */
  open: boolean;
  /** What is reported, e.g. 'Report Post' or 'Report {name}'. */
  title: string;
  /** What the moderators want to hear, and that the one reported is not told who sent it. */
  description: string;
  /**
   * Marks 'Reason' as required (its asterisk). Either way a reason is needed to send.
   * @default false
   */
  markRequired?: boolean;
  /** True while the report is being sent; the form is disabled. @default false */
  sending?: boolean;
  /** A failure to show in the dialog. */
  error?: string | null;
  /** Receives the reason, trimmed; never blank. */
  onSubmit: (reason: string) => void;
  /** Called on Cancel, Escape or a click outside the dialog; none of them work while sending. */
  onClose: () => void;
}

/**
 * Asks why a post or a person is being reported; the report goes to the moderators. Resets on
 * close. The texts of each report are in docs/product.md (Community, Reports and holds;
 * Messages, Reporting).
 * Accessibility: focus starts in the Reason field and stays in the dialog, which is named by its
 * title and described by the description.
 */
export function ReportDialog({
  open,
  title,
  description,
  markRequired = false,
  sending = false,
  error,
  onSubmit,
  onClose,
}: ReportDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      description={description}
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
          required={markRequired}
          autoFocus
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX } }}
        />
      )}
    </FormDialog>
  );
}
