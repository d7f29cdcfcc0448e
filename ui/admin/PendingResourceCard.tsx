import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PendingResource } from '../../contract/admin';
import { postTime } from '../../domain/time/relativeTime';
import { DecisionButtons } from './DecisionButtons';
import type { ModerationDecision } from './types';

export interface PendingResourceCardProps {
  /** The suggested place shown. */
  resource: PendingResource;
  /** A decision on this place is under way: both buttons wait. @default false */
  busy?: boolean;
  /** The decision under way, when known: its button says so. @default null */
  running?: ModerationDecision | null;
  /** Why the last decision on this place failed. @default null */
  error?: string | null;
  /** 'Approve': the place goes on the map. */
  onApprove: () => void;
  /** 'Reject' (the panel asks first). */
  onReject: () => void;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/** A suggested place: what it is, where, how to reach it, who suggested it and when. */
export function PendingResourceCard({
  resource: r,
  busy = false,
  running = null,
  error = null,
  onApprove,
  onReject,
  now,
}: PendingResourceCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, ...wrap }}
        >
          {r.name}
        </Typography>
        <Chip size="small" variant="outlined" label={r.resource_type} />
      </Box>
      <Typography variant="body2" sx={wrap}>
        {r.address}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Location {r.latitude.toFixed(4)}, {r.longitude.toFixed(4)}
      </Typography>
      {(r.phone || r.website) && (
        <Box sx={{ display: 'flex', columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
          {r.phone && (
            <Typography variant="body2">
              Phone <Link href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</Link>
            </Typography>
          )}
          {r.website && (
            <Typography variant="body2" sx={wrap}>
              Website{' '}
              <Link href={r.website} target="_blank" rel="noopener noreferrer">
                {r.website}
              </Link>
            </Typography>
          )}
        </Box>
      )}
      {r.description && (
        <Typography variant="body2" sx={{ ...wrap, whiteSpace: 'pre-wrap' }}>
          {r.description}
        </Typography>
      )}
      {r.services.length > 0 && (
        <Box
          component="ul"
          aria-label="Services"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {r.services.map((s) => (
            <li key={s}>
              <Chip size="small" label={s} />
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        Suggested by {r.suggested_by_name} ·{' '}
        <time dateTime={r.created_at}>{postTime(r.created_at, now)}</time>
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <DecisionButtons busy={busy} running={running} onApprove={onApprove} onReject={onReject} />
    </Paper>
  );
}
