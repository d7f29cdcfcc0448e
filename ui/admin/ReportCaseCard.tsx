import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DELETED_ACCOUNT_NAME } from '../../contract/account';
import type { CaseAction, ReportCase } from '../../contract/admin';
import { postTime } from '../../domain/time/relativeTime';
import { WaitingButton } from '../common/WaitingButton';
import { ReportedContent } from './ReportedContent';

export interface ReportCaseCardProps {
  /** The report case shown. */
  reportCase: ReportCase;
  /** An action on this case is under way: every action waits. @default false */
  busy?: boolean;
  /** The action under way, when known: its button says so ('Hiding...'). @default null */
  running?: CaseAction | null;
  /** Why the last action on this case failed. @default null */
  error?: string | null;
  /** 'Dismiss': the reports were unfounded. */
  onDismiss: () => void;
  /** 'Hide': the post or message goes out of sight (not offered for a person). */
  onHide: () => void;
  /** 'Suspend person': asks first (the panel's confirmation). */
  onSuspend: () => void;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const ABOUT: Readonly<Record<ReportCase['target_type'], (name: string) => string>> = {
  post: (name) => `Post by ${name}`,
  message: (name) => `Message from ${name}`,
  user: (name) => `Person: ${name}`,
};

const RUNNING: Readonly<Record<CaseAction, string>> = {
  dismiss: 'Dismissing...',
  hide: 'Hiding...',
  suspend: 'Suspending...',
};

const STATUS: Readonly<Record<Exclude<ReportCase['status'], 'open'>, string>> = {
  dismissed: 'Dismissed',
  hidden: 'Hidden',
  suspended: 'Person suspended',
};

/**
 * One report case: what it is about, what was reported, how many reported it and why, when, and
 * the moderator's actions (Dismiss, Hide, Suspend person). A case about a deleted account is still
 * dismissed or hidden; it says why there is no one to suspend. Accessibility: while an action is
 * under way every action waits (ui/common/WaitingButton.tsx): the pressed one keeps the keyboard's
 * focus.
 */
export function ReportCaseCard({
  reportCase: c,
  busy = false,
  running = null,
  error = null,
  onDismiss,
  onHide,
  onSuspend,
  now,
}: ReportCaseCardProps) {
  const titleId = useId();
  const adminNoteId = useId();
  const label = (action: CaseAction, idle: string) => (running === action ? RUNNING[action] : idle);
  const canSuspend = c.subject_user_id !== null;
  // A deleted account is named so, with no id left to act on (bff/services/admin/reportCases.ts).
  const deleted = c.subject_user_id === null && c.subject_name === DELETED_ACCOUNT_NAME;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {ABOUT[c.target_type](c.subject_name)}
        </Typography>
        {c.status !== 'open' && <Chip size="small" label={STATUS[c.status]} />}
      </Box>
      <ReportedContent preview={c.preview} now={now} />
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {c.reporters_count} {c.reporters_count === 1 ? 'report' : 'reports'}
        </Typography>
        <Box
          component="ul"
          aria-label="Reasons"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {c.reasons.map((r) => (
            <li key={r.reason}>
              <Chip size="small" variant="outlined" label={`${r.reason} (${r.count})`} />
            </li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          First reported{' '}
          <time dateTime={c.first_reported_at}>{postTime(c.first_reported_at, now)}</time>
          {c.last_reported_at !== c.first_reported_at && (
            <>
              {', last '}
              <time dateTime={c.last_reported_at}>{postTime(c.last_reported_at, now)}</time>
            </>
          )}
        </Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <WaitingButton variant="outlined" onClick={onDismiss} waiting={busy}>
          {label('dismiss', 'Dismiss')}
        </WaitingButton>
        {c.target_type !== 'user' && (
          <WaitingButton variant="outlined" color="warning" onClick={onHide} waiting={busy}>
            {label('hide', 'Hide')}
          </WaitingButton>
        )}
        {deleted && (
          <Typography variant="body2" color="text.secondary">
            This account was deleted: there is no one to suspend.
          </Typography>
        )}
        {canSuspend && c.subject_suspended && <Chip color="error" label="Suspended" />}
        {canSuspend && !c.subject_suspended && (
          <>
            <WaitingButton
              variant="contained"
              color="error"
              onClick={onSuspend}
              waiting={busy}
              disabled={c.subject_is_admin}
              aria-describedby={c.subject_is_admin ? adminNoteId : undefined}
            >
              {label('suspend', 'Suspend person')}
            </WaitingButton>
            {c.subject_is_admin && (
              <Typography id={adminNoteId} variant="body2" color="text.secondary">
                {c.subject_name} is an admin: admins cannot be suspended.
              </Typography>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}
