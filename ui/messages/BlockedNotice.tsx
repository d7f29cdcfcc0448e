import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface BlockedNoticeProps {
  /** The person the viewer blocked. */
  name: string;
  /** The unblock is being saved. */
  busy: boolean;
  /** Called when the person presses Unblock. */
  onUnblock: () => void;
}

/** 'Maria G.' ends a sentence as it is; 'Sam' gets its full stop. */
const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** In place of the input while the viewer blocks the person: says so and offers Unblock. */
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
      <Button variant="outlined" onClick={onUnblock} disabled={busy}>
        {busy ? 'Unblocking...' : 'Unblock'}
      </Button>
    </Box>
  );
}
