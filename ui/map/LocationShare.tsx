import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAP_TEXTS } from '../../contract/map';
import { WaitingButton } from '../common/WaitingButton';
import type { LocationShareState } from './types';

export interface LocationShareProps extends LocationShareState {
  /** Called when the person presses 'Use my location'. */
  onShare: () => void;
  /** Called when the person presses 'Forget my location'. */
  onForget: () => void;
  /** Tighter text for the map's panel. @default false */
  compact?: boolean;
}

/**
 * 'Use my location' (map and Profile Setup): the one way a position reaches the server, only on
 * the person's own choice. It says what others see (an area about 1 km wide), and undoes it.
 * Accessibility: the line saying what is shared is a polite live region, so a change is read out,
 * and a failure is an alert. While sharing or forgetting runs the button waits (aria-disabled, a
 * press does nothing) rather than being disabled, so it keeps the focus the press gave it, also as
 * 'Use my location' turns into 'Forget my location'.
 */
export function LocationShare({
  shared,
  busy,
  error,
  onShare,
  onForget,
  compact = false,
}: LocationShareProps) {
  const explanation = shared
    ? 'Peers nearby can find you in an area about 1 km wide, never your exact position.'
    : compact
      ? 'Share your approximate area so peers nearby can find you.'
      : 'Share your approximate area (about 1 km wide) so peers nearby can find you on the map. Your exact position is never stored or shown.';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {shared === null ? 'Checking whether your area is shared...' : explanation}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        {shared ? (
          <WaitingButton variant="outlined" size="small" onClick={onForget} waiting={busy}>
            {busy ? 'Forgetting...' : MAP_TEXTS.forgetMyLocation}
          </WaitingButton>
        ) : (
          // Disabled, not waiting, while it is not known yet: nobody has pressed it.
          <WaitingButton
            variant="outlined"
            size="small"
            startIcon={<MyLocationIcon />}
            onClick={onShare}
            waiting={busy}
            disabled={shared === null}
          >
            {busy ? 'Sharing...' : MAP_TEXTS.useMyLocation}
          </WaitingButton>
        )}
      </Box>
    </Box>
  );
}
