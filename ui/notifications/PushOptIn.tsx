import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { LoadingLine } from '../common/LoadingLine';
import { WaitingButton } from '../common/WaitingButton';

/** Whether this device gets pushes (app/stores/pushStore.ts says how each is known). */
export type PushOptInState = 'checking' | 'unsupported' | 'off' | 'on' | 'blocked';

export interface PushOptInProps {
  /** Where this device stands: being checked, unable, off, on, or blocked in the browser. */
  state: PushOptInState;
  /** Turning on or off now. @default false */
  busy?: boolean;
  /** Why turning on or off failed. @default null */
  error?: string | null;
  /** Called by 'Turn on notifications on this device': the place to ask the browser's permission. */
  onTurnOn: () => void;
  /** Called by 'Turn off on this device'. */
  onTurnOff: () => void;
}

/**
 * Notifications on this device, turned on only when the person asks: the browser's permission
 * prompt comes from the button, never on its own. Says what a lock screen will show.
 * Accessibility: the on/off line is a status, so a change is announced, and the one button keeps
 * the focus when turning on or off; refused at the browser's prompt, the button goes and the focus
 * it held moves to the note that says why.
 */
export function PushOptIn({
  state,
  busy = false,
  error = null,
  onTurnOn,
  onTurnOff,
}: PushOptInProps) {
  const on = state === 'on';
  // Refused at the browser's prompt, the button goes: the focus moves to why, instead of the page.
  const blocked = useRef<HTMLDivElement>(null);
  const wasOff = useRef(state === 'off');
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (state === 'blocked' && wasOff.current && focusLost) blocked.current?.focus();
    wasOff.current = state === 'off';
  }, [state]);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {state === 'checking' && <LoadingLine message="Checking this device..." />}
      {state === 'unsupported' && (
        // A standing explanation, not news: no live region.
        <Alert severity="info" role="note">
          This browser cannot show notifications from the app. On an iPhone or iPad, add this site
          to your Home Screen and open it from there.
        </Alert>
      )}
      {state === 'blocked' && (
        <Alert severity="warning" role="note" ref={blocked} tabIndex={-1}>
          Notifications are blocked for this site. To get them, allow notifications in your
          browser&apos;s settings for this site, then come back here.
        </Alert>
      )}
      {(state === 'off' || on) && (
        // Off and on are one element each, so turning on or off keeps the keyboard's focus on
        // the button, and the status line says what changed.
        <>
          <Typography>
            Get a notification on this device when someone answers you, even with the app closed.
            Your lock screen will only say what kind of thing happened, never a name or what was
            written, unless you turn previews on.
          </Typography>
          <Typography role="status" sx={{ fontWeight: 500 }}>
            {on
              ? 'Notifications are on for this device.'
              : 'Notifications are off for this device.'}
          </Typography>
          <Box>
            <WaitingButton
              variant={on ? 'outlined' : 'contained'}
              waiting={busy}
              onClick={on ? onTurnOff : onTurnOn}
            >
              {on
                ? busy
                  ? 'Turning off...'
                  : 'Turn off on this device'
                : busy
                  ? 'Turning on...'
                  : 'Turn on notifications on this device'}
            </WaitingButton>
          </Box>
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
