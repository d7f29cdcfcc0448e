import TextField from '@mui/material/TextField';
import { MAP_TEXTS } from '../../contract/map';
import { MESSAGE_MAX } from '../../contract/messages';
import { FormDialog } from '../common/FormDialog';

export interface SendMessageDialogProps {
  /** Shows the dialog; each opening starts with an empty message. */
  open: boolean;
  /** The peer's name as the popup shows it. */
  name: string;
  /** Receives the message, trimmed; never called with a blank one. */
  onSend: (content: string) => void;
  /** Called on Cancel, Escape or a click outside the dialog. */
  onClose: () => void;
}

/**
 * The map's Send Message prompt ('Enter your message:'; docs/product.md, Popups): an empty message
 * or Cancel sends nothing.
 * Accessibility: a modal dialog named by its title; focus starts in the message field, and Escape
 * or Cancel closes it.
 */
export function SendMessageDialog({ open, name, onSend, onClose }: SendMessageDialogProps) {
  return (
    <FormDialog<{ content: string }>
      open={open}
      title={`Message ${name}`}
      initialValues={{ content: '' }}
      canSubmit={(v) => v.content.trim() !== ''}
      submitLabel="Send"
      onSubmit={(v) => onSend(v.content.trim())}
      onClose={onClose}
    >
      {({ values, set }) => (
        <TextField
          label={MAP_TEXTS.messagePrompt}
          value={values.content}
          onChange={(e) => set('content', e.target.value)}
          multiline
          minRows={3}
          autoFocus
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
        />
      )}
    </FormDialog>
  );
}
