import TextField from '@mui/material/TextField';
import { FormDialog } from '../common/FormDialog';
import type { DateKey } from '../../domain/toolkit/calendar';
import { checkStartDate, updateDateMessage } from '../../domain/toolkit/recoveryDate';

export interface UpdateDateDialogProps {
  open: boolean;
  /** The date in the field when the dialog opens. */
  current: DateKey;
  onSave: (date: DateKey) => void;
  onCancel: () => void;
  now?: Date;
}

/** The Update Date prompt: a new start date and its two texts (docs/product.md, Recovery timer). */
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
