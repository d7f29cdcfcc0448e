import TextField from '@mui/material/TextField';
import { SUPPORT_REQUEST_MESSAGE_MAX } from '../../contract/support';
import { FormDialog } from '../common/FormDialog';

export interface SupportRequestDialogProps {
  /** Shows the dialog; each opening starts with an empty message. */
  open: boolean;
  /** The request is on its way. @default false */
  sending?: boolean;
  /** Why sending failed, shown above the message; the dialog stays open. @default null */
  error?: string | null;
  /** Receives the message (may be empty: the message is optional). */
  onSend: (message: string) => void;
  /** Called on Cancel, Escape or a click outside, except while sending. */
  onClose: () => void;
}

/**
 * 'Request Peer Support': an optional message, sent to peers nearby who offer support.
 * Accessibility: a dialog named by its title and described by its text; focus starts in the
 * message; Escape closes it except while sending, and focus returns to what opened it.
 */
export function SupportRequestDialog({
  open,
  sending = false,
  error = null,
  onSend,
  onClose,
}: SupportRequestDialogProps) {
  return (
    <FormDialog<{ message: string }>
      open={open}
      title="Request Peer Support"
      description="Peers nearby who offer support will see your display name and this message, and can reach out to you in Messages. Your request ends after 2 hours, or when you close it."
      initialValues={{ message: '' }}
      submitLabel="Send to peers nearby"
      busyLabel="Sending..."
      busy={sending}
      error={error}
      onSubmit={(v) => onSend(v.message.trim())}
      onClose={onClose}
    >
      {({ values, set, busy }) => (
        <TextField
          label="Message (optional)"
          placeholder="What would help right now?"
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          multiline
          minRows={3}
          disabled={busy}
          autoFocus
          slotProps={{ htmlInput: { maxLength: SUPPORT_REQUEST_MESSAGE_MAX } }}
          helperText={`${values.message.length}/${SUPPORT_REQUEST_MESSAGE_MAX}`}
        />
      )}
    </FormDialog>
  );
}
