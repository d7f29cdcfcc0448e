import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AccountSession } from '../../contract/account';
import { WaitingButton } from '../common/WaitingButton';
import { dayLabel, lastActiveLabel } from './dates';

export interface SessionItemProps {
  /** The signed-in browser: its device, when it began and was last used, and if it is this one. */
  session: AccountSession;
  /** A sign-out is on its way: the button waits, dimmed, and a press does nothing. @default false */
  waiting?: boolean;
  /** Signs this session out; never offered on the current one (that is 'Log out'). */
  onEnd: () => void;
  /** For 'Last active'. @default new Date() */
  now?: Date;
}

/**
 * One signed-in browser: its device, 'This device' on the current one, when it began and was used.
 * Accessibility: its button is named 'Sign out {device}', so each row's button reads apart; it
 * waits rather than being disabled while a sign-out runs, so a press keeps its focus.
 */
export function SessionItem({ session, waiting = false, onEnd, now }: SessionItemProps) {
  return (
    <ListItem
      divider
      sx={{ px: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {session.device}
          </Typography>
          {session.current && (
            <Chip label="This device" size="small" color="primary" variant="outlined" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Signed in {dayLabel(session.created_at)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Last active {lastActiveLabel(session.last_seen_at, now)}
        </Typography>
      </Box>
      {!session.current && (
        <WaitingButton
          variant="outlined"
          size="small"
          onClick={onEnd}
          waiting={waiting}
          aria-label={`Sign out ${session.device}`}
        >
          Sign out
        </WaitingButton>
      )}
    </ListItem>
  );
}
