import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DELETED_ACCOUNT_NAME, DELETE_CONFIRM_WORD } from '../../contract/account';
import { FormDialog } from '../common/FormDialog';

export interface DeleteAccountDialogProps {
  /** Shows the dialog while true. */
  open: boolean;
  /**
   * The deletion is on its way: 'Deleting…' and Cancel wait, the field is disabled, Escape does
   * nothing. @default false
   */
  deleting?: boolean;
  /** Why the deletion failed; nothing was deleted. @default null */
  error?: string | null;
  /** What the field starts with (stories). @default '' */
  initialTyped?: string;
  /** Called by 'Delete my account', which works only once DELETE is typed exactly. */
  onConfirm: () => void;
  /** Called on Cancel, Escape or a click outside the dialog; none of them work while deleting. */
  onCancel: () => void;
}

/** The three things a person must know first: paragraphs of one description. */
const Paragraph = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: 'block', '& + &': { mt: 1.5 } }}>
    {children}
  </Box>
);

/**
 * 'Delete your account?': what goes at once, what is kept, and that the toolkit stays; the
 * account goes only once DELETE is typed exactly (the word the server asks for too).
 * Accessibility: the dialog is named by its title and described by its three paragraphs; focus
 * starts in the field; Escape closes it, except while deleting.
 */
export function DeleteAccountDialog({
  open,
  deleting = false,
  error = null,
  initialTyped = '',
  onConfirm,
  onCancel,
}: DeleteAccountDialogProps) {
  return (
    <FormDialog
      open={open}
      title="Delete your account?"
      description={
        <>
          <Paragraph>
            {`Erased at once: your profile, area on the map, posts, comments, reactions, blocks, support requests, store interest and sessions. Messages you sent disappear from other people's conversations; they will see '${DELETED_ACCOUNT_NAME}'.`}
          </Paragraph>
          <Paragraph>
            Kept: reports moderators are handling keep a copy of the reported words, without your
            name if you made the report.
          </Paragraph>
          <Paragraph>
            Your toolkit on this device is not touched; clear it in the Toolkit if you wish.
          </Paragraph>
        </>
      }
      initialValues={{ typed: initialTyped }}
      canSubmit={(v) => v.typed === DELETE_CONFIRM_WORD}
      submitLabel="Delete my account"
      busyLabel="Deleting…"
      destructive
      busy={deleting}
      error={error}
      onSubmit={() => onConfirm()}
      onClose={onCancel}
    >
      {({ values, set, busy }) => (
        <TextField
          label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
          value={values.typed}
          onChange={(e) => set('typed', e.target.value)}
          autoFocus
          fullWidth
          disabled={busy}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
      )}
    </FormDialog>
  );
}
