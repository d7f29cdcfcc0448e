import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { IncomingSupportRequest } from '../../contract/support';
import { WaitingButton } from '../common/WaitingButton';

export interface SupportRequestsPanelProps {
  /** The requests this person may answer; none shows nothing. */
  requests: IncomingSupportRequest[];
  /** The id of a request being answered. @default null */
  responding?: string | null;
  /** 'Respond', or 'Open conversation' once answered: called with the request. */
  onRespond: (request: IncomingSupportRequest) => void;
}

/**
 * 'Support requests' on Messages: people nearby who asked for support and whom this person may
 * answer. Nothing shows when there are none.
 */
export function SupportRequestsPanel({
  requests,
  responding = null,
  onRespond,
}: SupportRequestsPanelProps) {
  const titleId = useId();
  if (requests.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 1.5, mb: 1.5, borderColor: 'primary.main' }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Support requests
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {requests.map((r) => (
          <Box component="li" key={r.id} sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">
              <strong>{r.requester_name}</strong> asked for support
              {r.message ? ':' : '.'}
            </Typography>
            {r.message && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                “{r.message}”
              </Typography>
            )}
            <Box>
              <WaitingButton
                size="small"
                variant={r.responded ? 'outlined' : 'contained'}
                onClick={() => onRespond(r)}
                waiting={responding === r.id}
                aria-label={`${r.responded ? 'Open conversation with' : 'Respond to'} ${r.requester_name}`}
              >
                {responding === r.id ? 'Opening...' : r.responded ? 'Open conversation' : 'Respond'}
              </WaitingButton>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
