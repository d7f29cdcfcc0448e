import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SupportRequest } from '../../contract/support';
import { CrisisLinks } from '../common/CrisisLinks';
import { WaitingButton } from '../common/WaitingButton';

export interface SupportRequestStatusProps {
  /** The person's open request: how many peers were told and answered, and when it ends. */
  request: SupportRequest;
  /** Names of the peers who answered, as heard live. */
  responders: string[];
  /** Closing is on its way. @default false */
  closing?: boolean;
  /** 'Close my request': ends the request before it runs out. */
  onClose: () => void;
  /** Opens Messages. */
  onOpenMessages: () => void;
  /** For the time it ends. @default the local hour and minute */
  formatTime?: (iso: string) => string;
}

const defaultTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * The requester's open request: how many peers were told, who answered, the crisis lines beside it.
 * Accessibility: how many peers were told and who answered are one polite status region, there
 * from the start, so a peer's answer heard live is read out as it arrives. 'Close my request'
 * waits while it closes (ui/common/WaitingButton.tsx), keeping the keyboard's focus.
 */
export function SupportRequestStatus({
  request,
  responders,
  closing = false,
  onClose,
  onOpenMessages,
  formatTime = defaultTime,
}: SupportRequestStatusProps) {
  const told =
    request.notified === 0
      ? 'No peer offering support could be reached right now.'
      : `${request.notified} ${request.notified === 1 ? 'peer' : 'peers'} offering support ${request.notified === 1 ? 'was' : 'were'} told of your request.`;
  const answered = Math.max(request.responded, responders.length);
  return (
    <Paper sx={{ p: 2, color: 'text.primary', display: 'grid', gap: 1.5 }}>
      {/* One region for both lines: an answer is read with what it answers. */}
      <Box role="status" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{told}</Typography>
        {answered > 0 ? (
          <Typography>
            {responders.length > 0 ? responders.join(', ') : `${answered} peer(s)`}{' '}
            {answered === 1 ? 'has' : 'have'} reached out to you in Messages.
          </Typography>
        ) : (
          request.notified > 0 && (
            <Typography color="text.secondary">
              When someone answers, their message arrives in Messages. Your request stays open until{' '}
              {formatTime(request.expires_at)}.
            </Typography>
          )
        )}
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          If you need someone right now:
        </Typography>
        <CrisisLinks variant="list" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onOpenMessages}>
          Open Messages
        </Button>
        <WaitingButton variant="outlined" onClick={onClose} waiting={closing}>
          {closing ? 'Closing...' : 'Close my request'}
        </WaitingButton>
      </Box>
    </Paper>
  );
}
