import RestoreIcon from '@mui/icons-material/Restore';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { WaitingButton } from '../common/WaitingButton';
import { AccountSection } from './AccountSection';
import { dayLabel } from './dates';

/** What a toolkit copy file may be, for the file picker. */
export const TOOLKIT_COPY_ACCEPT = '.json,application/json';

export interface ToolkitCopyCardProps {
  /** Called by 'Save a copy'; the app saves the toolkit as a file. */
  onSave: () => void;
  /** A file was chosen to restore from; the app reads and checks it. */
  onRestore: (file: File) => void;
  /** The file is being read. @default false */
  restoring?: boolean;
  /** Why the chosen file was refused (nothing changed). @default null */
  refusal?: string | null;
  /** The last copy chosen was restored. @default false */
  restored?: boolean;
  /**
   * When the copy waiting to replace a toolkit that is not empty was saved: opens 'Replace your
   * toolkit?'. @default null
   */
  pendingSavedAt?: string | null;
  /** Called by Replace in 'Replace your toolkit?'. */
  onConfirmReplace: () => void;
  /** Called on Cancel, Escape or a click outside 'Replace your toolkit?'. */
  onCancelReplace: () => void;
}

/**
 * 'My toolkit on another device': the toolkit lives only on the device, so a person carries it
 * to another one as a file they save and restore; nothing goes through the server.
 * Accessibility: a refused file is an alert; 'Your toolkit was restored.' is a status line already
 * in the page, so it is announced; 'Replace your toolkit?' starts with focus on Cancel. While the
 * file is read 'Restore from a copy' waits, dimmed, rather than being disabled, so the focus the
 * file picker gave back to it stays there.
 */
export function ToolkitCopyCard({
  onSave,
  onRestore,
  restoring = false,
  refusal = null,
  restored = false,
  pendingSavedAt = null,
  onConfirmReplace,
  onCancelReplace,
}: ToolkitCopyCardProps) {
  const input = useRef<HTMLInputElement>(null);
  // The dialog keeps its date while it fades out after an answer.
  const [shownSavedAt, setShownSavedAt] = useState(pendingSavedAt);
  if (pendingSavedAt !== null && pendingSavedAt !== shownSavedAt) setShownSavedAt(pendingSavedAt);
  return (
    <AccountSection title="My toolkit on another device">
      <Typography>
        Your toolkit (recovery date, check-ins, journal, usage, safety plan, habits) lives only on
        this device. Save a copy to move it to another device.
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="contained" startIcon={<SaveAltIcon />} onClick={onSave}>
          Save a copy
        </Button>
        <WaitingButton
          variant="outlined"
          startIcon={<RestoreIcon />}
          onClick={() => input.current?.click()}
          waiting={restoring}
        >
          Restore from a copy
        </WaitingButton>
        {/* The button opens it: a file input itself cannot be styled or named as a button. */}
        <input
          ref={input}
          type="file"
          accept={TOOLKIT_COPY_ACCEPT}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared, so choosing the same file again is a new choice.
            e.target.value = '';
            if (file) onRestore(file);
          }}
        />
        <Typography role="status" variant="body2" color="success.dark">
          {restored ? 'Your toolkit was restored.' : ''}
        </Typography>
      </Box>
      <ConfirmDialog
        open={pendingSavedAt !== null}
        title="Replace your toolkit?"
        message={`What is on this device now (journal, check-ins, dates) will be replaced by the copy saved on ${shownSavedAt ? dayLabel(shownSavedAt) : ''}.`}
        confirmLabel="Replace"
        destructive
        onConfirm={onConfirmReplace}
        onCancel={onCancelReplace}
      />
    </AccountSection>
  );
}
