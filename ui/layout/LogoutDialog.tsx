import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { FormDialog } from '../common/FormDialog';

/** What the person chose when logging out. */
export interface LogoutChoice {
  /** Also remove the toolkit's data (journal, safety plan, recovery date, ...) from this device. */
  clearToolkit: boolean;
}

export interface LogoutDialogProps {
  /** Shows the dialog; each opening starts from `initialClearToolkit`. */
  open: boolean;
  /** Starts with 'Also clear my toolkit data from this device' ticked. @default false */
  initialClearToolkit?: boolean;
  /**
   * Logging out: the buttons wait (a press does nothing), the tick box is disabled.
   * @default false
   */
  busy?: boolean;
  /** Why logging out failed; the person is still signed in and may try again. @default null */
  error?: string | null;
  /** 'Log out': called with whether the person also chose to clear the toolkit's data. */
  onConfirm: (choice: LogoutChoice) => void;
  /** Called on Cancel, Escape or a click outside, except while logging out. */
  onCancel: () => void;
}

/**
 * Confirms logging out and offers to clear the toolkit's data, which lives on the device, not in
 * the account: on a shared device the next person would otherwise find the journal and safety plan.
 * Accessibility: a dialog named by its title and described by its line; focus starts on Cancel;
 * Escape closes it except while logging out, and focus returns to what opened it.
 */
export function LogoutDialog({
  open,
  initialClearToolkit = false,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: LogoutDialogProps) {
  const hintId = useId();
  return (
    <FormDialog<LogoutChoice>
      open={open}
      title="Log out?"
      description="You can sign in again at any time."
      initialValues={{ clearToolkit: initialClearToolkit }}
      submitLabel="Log out"
      busyLabel="Logging out..."
      busy={busy}
      error={error}
      focusCancel
      maxWidth="xs"
      onSubmit={(values) => onConfirm(values)}
      onClose={onCancel}
    >
      {({ values, set, busy: disabled }) => (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.clearToolkit}
                onChange={(e) => set('clearToolkit', e.target.checked)}
                disabled={disabled}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
            label="Also clear my toolkit data from this device"
          />
          <FormHelperText id={hintId} sx={{ mt: 0 }}>
            Your journal, safety plan, recovery date, check-ins and tool use are kept only on this
            device. Clear them if other people use it.
          </FormHelperText>
        </>
      )}
    </FormDialog>
  );
}
