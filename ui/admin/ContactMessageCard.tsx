import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ContactMessage } from '../../contract/admin';
import { postTime } from '../../domain/time/relativeTime';
import { WaitingButton } from '../common/WaitingButton';

export interface ContactMessageCardProps {
  /** The contact message or listing inquiry shown. */
  message: ContactMessage;
  /** 'Mark as read' is under way. @default false */
  busy?: boolean;
  /** Why marking it read failed. @default null */
  error?: string | null;
  /** 'Mark as read' (offered while unread). */
  onMarkRead: () => void;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * A message from Contact us or a listing inquiry from Get Help. An unread one stands out by an
 * 'Unread' chip, its weight and its border, never by colour alone.
 */
export function ContactMessageCard({
  message: m,
  busy = false,
  error = null,
  onMarkRead,
  now,
}: ContactMessageCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        minWidth: 0,
        ...(m.is_read ? {} : { borderLeft: 4, borderLeftColor: 'primary.main' }),
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {!m.is_read && <Chip size="small" color="primary" label="Unread" />}
        {m.kind === 'listing' && <Chip size="small" variant="outlined" label="Listing inquiry" />}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          <time dateTime={m.created_at}>{postTime(m.created_at, now)}</time>
        </Typography>
      </Box>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: m.is_read ? 500 : 700, ...wrap }}
      >
        {m.subject}
      </Typography>
      <Typography variant="body2" sx={wrap}>
        From {m.name} ·{' '}
        <Link href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
          {m.email}
        </Link>
      </Typography>
      <Typography sx={{ ...wrap, whiteSpace: 'pre-wrap' }}>{m.message}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!m.is_read && (
        <Box>
          <WaitingButton variant="outlined" onClick={onMarkRead} waiting={busy}>
            {busy ? 'Marking...' : 'Mark as read'}
          </WaitingButton>
        </Box>
      )}
    </Paper>
  );
}
