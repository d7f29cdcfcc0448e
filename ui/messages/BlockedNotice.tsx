import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WaitingButton } from '../common/WaitingButton';

export interface BlockedNoticeProps {
  /** The person the viewer blocked. */
  name: string;
  /** The unblock is being saved: Unblock waits, dimmed, and a press does nothing. */
  busy: boolean;
  /** Called when the person presses Unblock. */
  onUnblock: () => void;
}

/** 'Maria G.' ends a sentence as it is; 'Sam' gets its full stop. */
const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * In place of the input while the viewer blocks the person: says so and offers Unblock.
 * Accessibility: while the unblock is saved Unblock waits (aria-disabled) rather than being
 * disabled, so it keeps the focus until the message input replaces the notice and takes it
 * (ui/messages/ConversationPane.tsx).
 */
export function BlockedNotice({ name, busy, onUnblock }: BlockedNoticeProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1.5,
      }}
    >
      <Typography variant="body2">
        You blocked {endSentence(name)} Unblock to send messages.
      </Typography>
      <WaitingButton variant="outlined" onClick={onUnblock} waiting={busy}>
        {busy ? 'Unblocking...' : 'Unblock'}
      </WaitingButton>
    </Box>
  );
}
