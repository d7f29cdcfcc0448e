import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction } from '../../contract/admin';

/** The audit log's filters: one action, one moderator (id), days from/to (YYYY-MM-DD, UTC). */
export interface AuditFilterValues {
  /** Only this action. */
  action?: AuditAction;
  /** Only this moderator's actions (their id). */
  moderator?: string;
  /** From this day on (YYYY-MM-DD, UTC, inclusive). */
  from?: string;
  /** Up to this day (YYYY-MM-DD, UTC, inclusive). */
  to?: string;
}

/** Someone who has acted in the console. */
export interface AuditModerator {
  /** Their user id: what the filter sends. */
  id: string;
  /** What the filter shows. */
  email: string;
}

export interface AuditFiltersProps {
  /** The filters in force. */
  value: AuditFilterValues;
  /** Everyone the moderator filter offers. */
  moderators: readonly AuditModerator[];
  /** New filters, at each change (the app reads the log again with them). */
  onChange: (value: AuditFilterValues) => void;
  /** While the log loads, the filters wait. @default false */
  disabled?: boolean;
}

const ANY = '';

/** Narrows the audit log by action, moderator and days; 'Clear filters' when any is set. */
export function AuditFilters({ value, moderators, onChange, disabled = false }: AuditFiltersProps) {
  const set = <K extends keyof AuditFilterValues>(key: K, v: AuditFilterValues[K] | '') => {
    const { [key]: _old, ...rest } = value;
    onChange(v === ANY || v === undefined ? rest : { ...rest, [key]: v });
  };
  const any = Object.values(value).some((v) => v !== undefined && v !== '');
  return (
    <Box
      role="group"
      aria-label="Filter the audit log"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <TextField
        select
        label="Action"
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={value.action ?? ANY}
        onChange={(e) => set('action', e.target.value as AuditAction | '')}
        disabled={disabled}
      >
        <MenuItem value={ANY}>Any action</MenuItem>
        {AUDIT_ACTIONS.map((a) => (
          <MenuItem key={a} value={a}>
            {AUDIT_ACTION_LABELS[a]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Moderator"
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        value={value.moderator ?? ANY}
        onChange={(e) => set('moderator', e.target.value)}
        disabled={disabled}
      >
        <MenuItem value={ANY}>Anyone</MenuItem>
        {moderators.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="From"
        size="small"
        value={value.from ?? ''}
        onChange={(e) => set('from', e.target.value)}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to } }}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={value.to ?? ''}
        onChange={(e) => set('to', e.target.value)}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from } }}
      />
      {any && (
        <Box>
          <Button onClick={() => onChange({})} disabled={disabled}>
            Clear filters
          </Button>
        </Box>
      )}
    </Box>
  );
}
