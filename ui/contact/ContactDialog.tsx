import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, type ContactKind } from '../../contract/admin';
import { WaitingButton } from '../common/WaitingButton';

/** What the team reads back to answer: the display name saved and the account's e-mail. */
export interface ContactSender {
  /** The display name saved on the profile. */
  name: string;
  /** The account's e-mail address, where the answer goes. */
  email: string;
}

export interface ContactDialogProps {
  /** Shows the dialog; each opening starts from `initialSubject` and `initialMessage`. */
  open: boolean;
  /** Shown read-only as 'From: {name} <{email}>'; the server takes both from the account. */
  from: ContactSender;
  /** A listing inquiry (Get Help's pricing panel) or any other message. @default 'contact' */
  kind?: ContactKind;
  /** The subject each opening starts with, e.g. 'Listing inquiry: Basic Listing'. @default '' */
  initialSubject?: string;
  /** The message each opening starts with (a draft). @default '' */
  initialMessage?: string;
  /** The message is on its way: the form and both buttons wait. @default false */
  sending?: boolean;
  /** The server's reason the message was refused; what was written stays. @default null */
  error?: string | null;
  /** The message reached the team: the form gives way to the thanks. @default false */
  sent?: boolean;
  /** Receives the subject and the message, trimmed, neither blank. */
  onSend: (subject: string, message: string) => void;
  /** Called on Cancel or Close, Escape or a click outside, except while sending. */
  onClose: () => void;
}

export const CONTACT_SENT_TEXT = 'Thank you. Your message reached our team; we answer by e-mail.';

/** A field shows its count once this share of its limit is used. */
const COUNTER_FROM_SHARE = 0.9;
const counter = (text: string, max: number) =>
  text.length >= max * COUNTER_FROM_SHARE ? `${text.length} / ${max}` : undefined;

const wording: Record<ContactKind, { title: string; description: string }> = {
  contact: {
    title: 'Contact us',
    description: 'Write to the team behind the network. We answer by e-mail.',
  },
  listing: {
    title: 'Ask about a listing',
    description:
      'Tell us about your treatment center and the listing you are interested in. We answer by e-mail.',
  },
};

/**
 * 'Contact us' for signed-in people, also the listing inquiry of Get Help: who writes (read-only),
 * a subject and a message within the contract's limits, then the thanks. The form unmounts while
 * closed, so every opening starts from `initialSubject`.
 * Accessibility: a dialog named by its title and described by its text; focus starts in Subject,
 * or in Message when a subject is given; Escape closes it except while sending, and focus returns
 * to what opened it. While it sends, Send and Cancel wait (ui/common/WaitingButton.tsx): Send
 * keeps the focus. A refusal is an alert; the thanks is a status message with focus on Close.
 */
export function ContactDialog({
  open,
  kind = 'contact',
  sending = false,
  onClose,
  ...rest
}: ContactDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      // A phone keeps the dialog's edges narrow so the fields stay wide enough to write in.
      slotProps={{ paper: { sx: { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)' } } } }}
    >
      <ContactForm
        key={`${kind}:${rest.initialSubject ?? ''}`}
        titleId={titleId}
        textId={textId}
        kind={kind}
        sending={sending}
        onClose={onClose}
        {...rest}
      />
    </Dialog>
  );
}

type ContactFormProps = Omit<ContactDialogProps, 'open'> & {
  titleId: string;
  textId: string;
  kind: ContactKind;
  sending: boolean;
};

function ContactForm({
  titleId,
  textId,
  from,
  kind,
  initialSubject = '',
  initialMessage = '',
  sending,
  error = null,
  sent = false,
  onSend,
  onClose,
}: ContactFormProps) {
  const [subject, setSubject] = useState(initialSubject);
  const [message, setMessage] = useState(initialMessage);
  const blank = subject.trim() === '' || message.trim() === '';
  const { title, description } = wording[kind];

  if (sent)
    return (
      <>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} role="status">
            {CONTACT_SENT_TEXT}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            Close
          </Button>
        </DialogActions>
      </>
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank && !sending) onSend(subject.trim(), message.trim());
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 1.5 }}>
          {description}
        </DialogContentText>
        <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          From: {from.name} &lt;{from.email}&gt;
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            fullWidth
            disabled={sending}
            autoFocus={initialSubject === ''}
            helperText={counter(subject, CONTACT_SUBJECT_MAX)}
            slotProps={{ htmlInput: { maxLength: CONTACT_SUBJECT_MAX } }}
          />
          <TextField
            label="Message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            required
            fullWidth
            multiline
            minRows={5}
            // Past this the text scrolls, so the counter and the buttons stay in view.
            maxRows={12}
            disabled={sending}
            autoFocus={initialSubject !== ''}
            helperText={counter(message, CONTACT_MESSAGE_MAX)}
            slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <WaitingButton onClick={onClose} waiting={sending}>
          Cancel
        </WaitingButton>
        <WaitingButton type="submit" variant="contained" disabled={blank} waiting={sending}>
          {sending ? 'Sending...' : 'Send'}
        </WaitingButton>
      </DialogActions>
    </Box>
  );
}
