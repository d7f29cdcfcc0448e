import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import type { AccountSession } from '../../contract/account';
import { WaitingButton } from '../common/WaitingButton';
import { useFocusKept } from '../common/useFocusKept';
import { AccountSection } from './AccountSection';
import { SessionItem } from './SessionItem';

export interface SessionsCardProps {
  /** The list is loading, could not be loaded, or is there. */
  status: 'loading' | 'error' | 'ready';
  /** Newest use first, the current one among them (GET /api/account/sessions). */
  sessions: AccountSession[];
  /** Why the list could not be loaded (status 'error'). @default null */
  loadError?: string | null;
  /** Called by 'Try again' when the list could not be loaded. */
  onRetry: () => void;
  /** The id of the session being signed out. @default null */
  ending?: string | null;
  /** 'Sign out everywhere else' is on its way. @default false */
  endingOthers?: boolean;
  /** Why the last sign-out failed. @default null */
  error?: string | null;
  /** Called with a session's id when its Sign out is pressed. */
  onEnd: (id: string) => void;
  /** Called by 'Sign out everywhere else' (it does nothing while no other session exists). */
  onEndOthers: () => void;
  /** For 'Last active'. @default new Date() */
  now?: Date;
}

/**
 * 'My sessions': every browser signed in to the account, and signing them out.
 * Accessibility: while a sign-out runs the buttons wait, dimmed, instead of being disabled, and so
 * does 'Sign out everywhere else' once no other session is left: the button just pressed keeps the
 * keyboard's focus rather than dropping it to the page. When a signed-out session's row leaves,
 * its focus goes to the control that took its place: the next row's Sign out, else 'Sign out
 * everywhere else'.
 */
export function SessionsCard({
  status,
  sessions,
  loadError = null,
  onRetry,
  ending = null,
  endingOthers = false,
  error = null,
  onEnd,
  onEndOthers,
  now,
}: SessionsCardProps) {
  const busy = ending !== null || endingOthers;
  const others = sessions.filter((s) => !s.current).length;
  const keep = useFocusKept(({ index }, left) => left[index] ?? left.at(-1));
  return (
    <AccountSection title="My sessions">
      {status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label="Loading sessions" />
        </Box>
      )}
      {status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          Your sessions could not be loaded. {loadError}
        </Alert>
      )}
      {status === 'ready' && (
        <Box {...keep} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <List disablePadding aria-label="Signed-in devices">
            {sessions.map((s) => (
              <SessionItem
                key={s.id}
                session={s}
                waiting={busy}
                onEnd={() => onEnd(s.id)}
                now={now}
              />
            ))}
          </List>
          <Box>
            <WaitingButton variant="outlined" onClick={onEndOthers} waiting={busy || others === 0}>
              {endingOthers ? 'Signing out…' : 'Sign out everywhere else'}
            </WaitingButton>
          </Box>
        </Box>
      )}
    </AccountSection>
  );
}
