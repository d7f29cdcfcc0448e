import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PendingPost } from '../../contract/admin';
import { postTime } from '../../domain/time/relativeTime';
import { DecisionButtons } from './DecisionButtons';
import type { ModerationDecision } from './types';

export interface PendingPostCardProps {
  /** The reported post shown. */
  post: PendingPost;
  /** A decision on this post is under way: both buttons wait. @default false */
  busy?: boolean;
  /** The decision under way, when known: its button says so. @default null */
  running?: ModerationDecision | null;
  /** Why the last decision on this post failed. @default null */
  error?: string | null;
  /** 'Approve': the post stays (or goes back) in the feeds. */
  onApprove: () => void;
  /** 'Reject' (the panel asks first). */
  onReject: () => void;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

/**
 * A reported post: 'Held for review' when the reports hid it, author, time, content, each report
 * (reason, time, whether it counted toward the hold), Approve and Reject.
 */
export function PendingPostCard({
  post,
  busy = false,
  running = null,
  error = null,
  onApprove,
  onReject,
  now,
}: PendingPostCardProps) {
  const titleId = useId();
  const reportsId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            Post by {post.display_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Posted <time dateTime={post.created_at}>{postTime(post.created_at, now)}</time>
          </Typography>
        </Box>
        {post.held && <Chip color="warning" label="Held for review" />}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {post.content}
      </Typography>
      <Box>
        <Typography id={reportsId} sx={{ fontWeight: 700 }}>
          {post.reports_count} {post.reports_count === 1 ? 'report' : 'reports'},{' '}
          {post.hold_reports_count} counted toward the hold
        </Typography>
        <Box
          component="ul"
          aria-labelledby={reportsId}
          sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.25 }}
        >
          {post.reports.map((r, i) => (
            <Typography component="li" variant="body2" key={`${r.created_at}-${i}`}>
              {r.reason} · <time dateTime={r.created_at}>{postTime(r.created_at, now)}</time> ·{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {r.counts_toward_hold ? 'counts toward hold' : 'new account: not counted'}
              </Box>
            </Typography>
          ))}
        </Box>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <DecisionButtons busy={busy} running={running} onApprove={onApprove} onReject={onReject} />
    </Paper>
  );
}
