import CallRoundedIcon from '@mui/icons-material/CallRounded';
import MissedVideoCallRoundedIcon from '@mui/icons-material/MissedVideoCallRounded';
import PhoneDisabledRoundedIcon from '@mui/icons-material/PhoneDisabledRounded';
import PhoneMissedRoundedIcon from '@mui/icons-material/PhoneMissedRounded';
import VideocamOffRoundedIcon from '@mui/icons-material/VideocamOffRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import {
  callEntryText,
  type CallEntry as CallSummary,
  type CallOutcome,
  type CallType,
} from '../../contract/calls';
import type { Message } from '../../contract/messages';
import { clockTime } from '../../domain/messages/timeline';

export interface CallEntryProps {
  /** A message of type 'call': its call (outcome, type, length), or just its words without one. */
  message: Pick<Message, 'call' | 'content' | 'created_at'>;
}

const ICONS: Record<CallOutcome, Record<CallType, typeof CallRoundedIcon>> = {
  completed: { audio: CallRoundedIcon, video: VideocamRoundedIcon },
  missed: { audio: PhoneMissedRoundedIcon, video: MissedVideoCallRoundedIcon },
  declined: { audio: PhoneMissedRoundedIcon, video: MissedVideoCallRoundedIcon },
  failed: { audio: PhoneDisabledRoundedIcon, video: VideocamOffRoundedIcon },
};

/** The icon of an entry: a call that did not happen is marked in the error colour. */
function iconOf(call: CallSummary | undefined) {
  if (!call) return { Icon: CallRoundedIcon, color: 'text.secondary' };
  return {
    Icon: ICONS[call.outcome][call.call_type],
    color: call.outcome === 'completed' ? 'primary.main' : 'error.main',
  };
}

const Root = styled(Box, { name: 'PeerCallEntry', slot: 'Root' })({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  maxWidth: '100%',
}) as typeof Box;

const Pill = styled(Box, { name: 'PeerCallEntry', slot: 'Pill' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  maxWidth: '100%',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
})) as typeof Box;

/**
 * A call in the conversation, once it is over: centred like the time separators, since nobody
 * wrote it, so it has no reactions, ticks or sender. Its name is its words and time
 * ('Missed video call, 3:04 PM'); the words are the same for both people (docs/product.md, Calls).
 */
export function CallEntry({ message }: CallEntryProps) {
  // Without its call (an older server), the words the server stored still say what happened.
  const text = message.call ? callEntryText(message.call) : message.content;
  const time = clockTime(message.created_at);
  const { Icon, color } = iconOf(message.call);

  return (
    <Root role="group" aria-label={time ? `${text}, ${time}` : text}>
      <Pill>
        <Icon fontSize="small" sx={{ color }} aria-hidden="true" />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
      </Pill>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ mt: 0.25, px: 0.5 }}
      >
        <time dateTime={message.created_at}>{time}</time>
      </Typography>
    </Root>
  );
}
