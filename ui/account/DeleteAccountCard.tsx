import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AccountSection } from './AccountSection';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog';

export interface DeleteAccountCardProps {
  /** 'Delete your account?' is open. */
  dialogOpen: boolean;
  /** The deletion is on its way. @default false */
  deleting?: boolean;
  /** Why the deletion failed, shown in the dialog. @default null */
  error?: string | null;
  /** What the dialog's field starts with (stories). */
  initialTyped?: DeleteAccountDialogProps['initialTyped'];
  /** Called by 'Delete my account'; the app then sets `dialogOpen`. */
  onOpen: () => void;
  /** Closes the dialog (Cancel, Escape); ignored by the app while deleting. */
  onCancel: () => void;
  /** Deletes, once DELETE was typed. */
  onDelete: () => void;
}

/** 'Delete my account': the one way out, asked twice (the dialog and the typed word). */
export function DeleteAccountCard({
  dialogOpen,
  deleting = false,
  error = null,
  initialTyped,
  onOpen,
  onCancel,
  onDelete,
}: DeleteAccountCardProps) {
  return (
    <AccountSection title="Delete my account">
      <Typography>
        This erases your account and everything you shared. It cannot be undone.
      </Typography>
      <Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={onOpen}
          aria-haspopup="dialog"
        >
          Delete my account
        </Button>
      </Box>
      <DeleteAccountDialog
        open={dialogOpen}
        deleting={deleting}
        error={error}
        initialTyped={initialTyped}
        onConfirm={onDelete}
        onCancel={onCancel}
      />
    </AccountSection>
  );
}
