import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import CallRoundedIcon from '@mui/icons-material/CallRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CallType } from '../../contract/calls';
import { CallAvatar } from './CallAvatar';
import { CallButton } from './CallButton';
import { CallScreen } from './CallScreen';
import { SHORT_SCREEN } from './screenQueries';
import { StreamVideo } from './StreamVideo';

export interface OutgoingCallViewProps {
  /** The person called; null until the call's details arrive ('Calling…' alone meanwhile). */
  calleeName: string | null;
  /** Said under the name ('Video call' or 'Audio call'); 'video' also shows the viewer's camera. */
  callType: CallType;
  /** The viewer's camera and microphone: a video call shows the camera behind the screen. */
  local: MediaStream | null;
  /** Called when the person presses Cancel to stop calling. */
  onCancel: () => void;
  /** The hang-up is on its way: Cancel waits, keeping the focus. @default false */
  working?: boolean;
}

/**
 * The viewer is calling someone: 'Calling…', their name, the kind of call, the viewer's own camera
 * for a video call (as a phone shows it while ringing out) and 'Cancel'.
 * Accessibility: a modal dialog named 'Calling' and the name, with 'Calling…' as a status region.
 */
export function OutgoingCallView({
  calleeName,
  callType,
  local,
  onCancel,
  working = false,
}: OutgoingCallViewProps) {
  const video = callType === 'video';
  return (
    <CallScreen label={calleeName ? `Calling ${calleeName}` : 'Calling…'}>
      {video && local && (
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <StreamVideo
            stream={local}
            muted
            mirrored
            label="Your camera"
            data-testid="local-video"
          />
          {/* Keeps the words readable over any picture. */}
          <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(15,26,33,0.65)' }} />
        </Box>
      )}
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          px: 3,
          py: 2,
          textAlign: 'center',
        }}
      >
        {/* On a phone on its side the words and Cancel need the height the picture would take. */}
        <Box sx={{ p: 2.5, [SHORT_SCREEN]: { display: 'none' } }}>
          <CallAvatar name={calleeName} size={88} ringing={!working} />
        </Box>
        <Typography role="status" sx={{ fontSize: '1.125rem', opacity: 0.9 }}>
          Calling…
        </Typography>
        {calleeName && (
          <Typography
            component="h2"
            sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}
          >
            {calleeName}
          </Typography>
        )}
        <Typography
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, opacity: 0.85 }}
          variant="body2"
        >
          {video ? (
            <VideocamRoundedIcon fontSize="small" aria-hidden="true" />
          ) : (
            <CallRoundedIcon fontSize="small" aria-hidden="true" />
          )}
          {video ? 'Video call' : 'Audio call'}
        </Typography>
      </Box>
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          justifyContent: 'center',
          pt: 1,
          pb: 'max(24px, env(safe-area-inset-bottom))',
        }}
      >
        <CallButton
          label="Cancel"
          tone="danger"
          icon={<CallEndRoundedIcon />}
          onClick={onCancel}
          waiting={working}
        />
      </Box>
    </CallScreen>
  );
}
