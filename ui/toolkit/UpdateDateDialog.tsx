import TextField from '@mui/material/TextField';
import { FormDialog } from '../common/FormDialog';
import type { DateKey } from '../../domain/toolkit/calendar';
import { checkStartDate, updateDateMessage } from '../../domain/toolkit/recoveryDate';

export interface UpdateDateDialogProps {
  /** Shows the dialog while true; each opening starts from `current`. */
  open: boolean;
  /** The date in the field when the dialog opens. */
  current: DateKey;
  /** Called with the new date once it is valid; the dialog stays open until `open` turns false. */
  onSave: (date: DateKey) => void;
  /** Called on Cancel, Escape or a click outside the dialog. */
  onCancel: () => void;
  /** Today, against which a future date is refused (stories, tests); absent, the current time. */
  now?: Date;
}

/**
 * The Update Date prompt: a new start date and its two texts (docs/product.md, Recovery timer).
 * Accessibility: focus starts in the date field and stays in the dialog; a refused date is
 * announced as an alert and marks the field invalid.
 */
export function UpdateDateDialog({ open, current, onSave, onCancel, now }: UpdateDateDialogProps) {
  return (
    <FormDialog
      open={open}
      title="Update recovery start date"
      initialValues={{ date: current as string }}
      submitLabel="Save"
      maxWidth="xs"
      onSubmit={({ date }) => {
        const check = checkStartDate(date, now ?? new Date());
        if (!check.ok) return updateDateMessage(check.reason);
        onSave(check.date);
      }}
      onClose={onCancel}
    >
      {({ values, set, error }) => (
        <TextField
          autoFocus
          label="New start date"
          helperText="MM/DD/YYYY or YYYY-MM-DD"
          value={values.date}
          error={error !== null}
          onChange={(e) => set('date', e.target.value)}
        />
      )}
    </FormDialog>
  );
}
