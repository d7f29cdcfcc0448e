import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../contract/admin';
import { WaitingButton } from '../common/WaitingButton';
import { auditChanges, utcTime } from './format';

export interface AuditEntryCardProps {
  /** The moderator action shown. */
  entry: AuditEntry;
  /** 'Undo' is under way. @default false */
  busy?: boolean;
  /** Why the undo failed. @default null */
  error?: string | null;
  /** 'Undo' (offered while the entry is undoable; the panel asks first). */
  onUndo: () => void;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/** One moderator action: when, who, what, on what, each field before → after, and 'Undo'. */
export function AuditEntryCard({
  entry: e,
  busy = false,
  error = null,
  onUndo,
}: AuditEntryCardProps) {
  const titleId = useId();
  const changes = auditChanges(e.before, e.after);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 0.75, minWidth: 0 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, ...wrap }}>
        {AUDIT_ACTION_LABELS[e.action]}: {e.target_label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={wrap}>
        <time dateTime={e.at}>{utcTime(e.at)}</time> · {e.moderator_email}
      </Typography>
      {e.undoes && (
        <Typography variant="body2" color="text.secondary">
          Reverses an earlier action.
        </Typography>
      )}
      {changes.length > 0 && (
        <Box component="ul" aria-label="Changes" sx={{ m: 0, pl: 2.5, ...wrap }}>
          {changes.map((c) => (
            <Typography component="li" variant="body2" key={c}>
              {c}
            </Typography>
          ))}
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {e.undoable && (
        <Box>
          <WaitingButton variant="outlined" onClick={onUndo} waiting={busy}>
            {busy ? 'Undoing...' : 'Undo'}
          </WaitingButton>
        </Box>
      )}
    </Paper>
  );
}
