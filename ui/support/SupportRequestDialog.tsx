import TextField from '@mui/material/TextField';
import { SUPPORT_REQUEST_MESSAGE_MAX } from '../../contract/support';
import { FormDialog } from '../common/FormDialog';

export interface SupportRequestDialogProps {
  open: boolean;
  /** The request is on its way. @default false */
  sending?: boolean;
  error?: string | null;
  /** Receives the message (may be empty: the message is optional). */
  onSend: (message: string) => void;
  onClose: () => void;
}

/** 'Request Peer Support': an optional message, sent to peers nearby who offer support. */
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
