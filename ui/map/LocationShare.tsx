import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MAP_TEXTS } from '../../contract/map';
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
 * and a failure is an alert.
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
          <Button variant="outlined" size="small" onClick={onForget} disabled={busy}>
            {busy ? 'Forgetting...' : MAP_TEXTS.forgetMyLocation}
          </Button>
        ) : (
          <Button
            variant="outlined"
            size="small"
            startIcon={<MyLocationIcon />}
            onClick={onShare}
            disabled={busy || shared === null}
          >
            {busy ? 'Sharing...' : MAP_TEXTS.useMyLocation}
          </Button>
        )}
      </Box>
    </Box>
  );
}
