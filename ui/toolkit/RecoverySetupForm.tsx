import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { DateKey } from '../../domain/toolkit/calendar';
import {
  QUICK_SELECTS,
  RECOVERY_TYPES,
  RECOVERY_TYPE_LABELS,
  type RecoveryType,
  checkStartDate,
  daysAgo,
  startDateMessage,
} from '../../domain/toolkit/recoveryDate';

export interface RecoverySetupFormProps {
  /** The recovery type chosen at first; the person can change it before starting. */
  recoveryType: RecoveryType;
  /**
   * Called on Start Tracking with a valid start date and the chosen type; an invalid date shows
   * its message instead.
   */
  onSubmit: (date: DateKey, type: RecoveryType) => void;
  /** Today, for validation and the quick-select buttons. */
  now?: Date;
  /** Text in the date field at first (stories). @default '' */
  initialDate?: string;
  /** A message shown at first (stories of the error states). @default null */
  initialError?: string | null;
}

/** The recovery timer's setup: a start date (typed or quick-selected) and the recovery type. */
export function RecoverySetupForm({
  recoveryType,
  onSubmit,
  now,
  initialDate = '',
  initialError = null,
}: RecoverySetupFormProps) {
  const headingId = useId();
  const [date, setDate] = useState(initialDate);
  const [type, setType] = useState<RecoveryType>(recoveryType);
  const [error, setError] = useState<string | null>(initialError);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const check = checkStartDate(date, now ?? new Date());
          if (!check.ok) return setError(startDateMessage(check.reason));
          setError(null);
          onSubmit(check.date, type);
        }}
        sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          Start your recovery timer
        </Typography>
        <Typography color="text.secondary">
          Enter the day your recovery began. Every day counts, and you can change it later.
        </Typography>
        <TextField
          label="Recovery start date"
          placeholder="MM/DD/YYYY or YYYY-MM-DD"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText="MM/DD/YYYY or YYYY-MM-DD"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Quick select
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {QUICK_SELECTS.map((q) => (
              <Button
                key={q.days}
                size="small"
                variant="outlined"
                onClick={() => {
                  setDate(daysAgo(q.days, now ?? new Date()));
                  setError(null);
                }}
              >
                {q.label}
              </Button>
            ))}
          </Box>
        </Box>
        <TextField
          select
          label="Recovery type"
          value={type}
          onChange={(e) => setType(e.target.value as RecoveryType)}
        >
          {RECOVERY_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {RECOVERY_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={!date.trim()}>
            Start Tracking
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
