import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
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

/** The Update Date prompt: a new start date with the spec's two messages. */
export function UpdateDateDialog({ open, current, onSave, onCancel, now }: UpdateDateDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onEnter: () => {
            setValue(current);
            setError(null);
          },
        },
      }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const check = checkStartDate(value, now ?? new Date());
          if (!check.ok) return setError(updateDateMessage(check.reason));
          onSave(check.date);
        }}
      >
        <DialogTitle id={titleId}>Update recovery start date</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            autoFocus
            margin="dense"
            label="New start date"
            helperText="MM/DD/YYYY or YYYY-MM-DD"
            value={value}
            error={error !== null}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
