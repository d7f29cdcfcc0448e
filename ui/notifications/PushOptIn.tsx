import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Whether this device gets pushes (app/stores/pushStore.ts says how each is known). */
export type PushOptInState = 'checking' | 'unsupported' | 'off' | 'on' | 'blocked';

export interface PushOptInProps {
  state: PushOptInState;
  /** Turning on or off now. @default false */
  busy?: boolean;
  /** Why turning on or off failed. */
  error?: string | null;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

/**
 * Notifications on this device, turned on only when the person asks: the browser's permission
 * prompt comes from the button, never on its own. Says what a lock screen will show.
 */
export function PushOptIn({
  state,
  busy = false,
  error = null,
  onTurnOn,
  onTurnOff,
}: PushOptInProps) {
  // Dimmed, not disabled, while busy: the keyboard's focus stays on the button.
  const press = (action: () => void) => () => {
    if (!busy) action();
  };
  const dim = busy ? { color: 'text.secondary', cursor: 'default' } : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {state === 'checking' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>Checking this device...</Typography>
        </Box>
      )}
      {state === 'unsupported' && (
        // A standing explanation, not news: no live region.
        <Alert severity="info" role="note">
          This browser cannot show notifications from the app. On an iPhone or iPad, add this site
          to your Home Screen and open it from there.
        </Alert>
      )}
      {state === 'blocked' && (
        <Alert severity="warning" role="note">
          Notifications are blocked for this site. To get them, allow notifications in your
          browser&apos;s settings for this site, then come back here.
        </Alert>
      )}
      {state === 'off' && (
        <>
          <Typography>
            Get a notification on this device when someone answers you, even with the app closed.
            Your lock screen will only say what kind of thing happened, never a name or what was
            written, unless you turn previews on.
          </Typography>
          <Box>
            <Button variant="contained" aria-disabled={busy} onClick={press(onTurnOn)} sx={dim}>
              {busy ? 'Turning on...' : 'Turn on notifications on this device'}
            </Button>
          </Box>
        </>
      )}
      {state === 'on' && (
        <>
          <Typography>Notifications are on for this device.</Typography>
          <Box>
            <Button variant="outlined" aria-disabled={busy} onClick={press(onTurnOff)} sx={dim}>
              {busy ? 'Turning off...' : 'Turn off on this device'}
            </Button>
          </Box>
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
