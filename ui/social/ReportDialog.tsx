import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { REPORT_REASON_MAX } from '../../contract/social';

export interface ReportDialogProps {
  open: boolean;
  sending?: boolean;
  error?: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks why a post is being reported; the report goes to the moderators. */
export function ReportDialog({ open, sending = false, onClose, ...rest }: ReportDialogProps) {
  const titleId = useId();
  // The form unmounts while the dialog is closed, so a reopened dialog starts empty.
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <ReportForm titleId={titleId} sending={sending} onClose={onClose} {...rest} />
    </Dialog>
  );
}

type ReportFormProps = Omit<ReportDialogProps, 'open'> & { titleId: string; sending: boolean };

function ReportForm({ titleId, sending, error = null, onSubmit, onClose }: ReportFormProps) {
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <>
      <DialogTitle id={titleId}>Report Post</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Tell our moderators what is wrong with this post. Reports are private: the author is not
          told who sent them.
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: REPORT_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={blank || sending}
          onClick={() => onSubmit(reason.trim())}
        >
          {sending ? 'Sending...' : 'Send Report'}
        </Button>
      </DialogActions>
    </>
  );
}
