import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import MicOffRoundedIcon from '@mui/icons-material/MicOffRounded';
import MicRoundedIcon from '@mui/icons-material/MicRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import VideocamOffRoundedIcon from '@mui/icons-material/VideocamOffRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CallType } from '../../contract/calls';
import { CallAvatar } from './CallAvatar';
import { CallButton } from './CallButton';
import { CallScreen } from './CallScreen';
import { formatCallTime } from './callTime';
import { SHORT_SCREEN, WIDE_SCREEN } from './screenQueries';
import { StreamVideo } from './StreamVideo';
import { useHasVideo } from './useHasVideo';
import { useSecondsSince } from './useSecondsSince';
import { useSrcObject } from './useSrcObject';

export interface InCallViewProps {
  /** The other person. */
  otherName: string;
  /** 'video' adds the pictures, the self view and the camera button; 'audio' shows an initial. */
  callType: CallType;
  /** The viewer's camera and microphone (the self view of a video call). */
  local: MediaStream | null;
  /** The other person's media; null until it arrives. */
  remote: MediaStream | null;
  /** The connection is up: the timer replaces 'Connecting…'. */
  connected: boolean;
  /** When the call was answered (ISO); the timer counts from it. */
  answeredAt: string | null;
  /** The viewer's microphone is off: the button reads Unmute. */
  muted: boolean;
  /** The viewer's camera is off: the self view shows an icon; the button reads 'Turn camera on'. */
  cameraOff: boolean;
  /** The hang-up is on its way: End call waits, keeping the focus. @default false */
  working?: boolean;
  /** Called when the person presses Mute or Unmute. */
  onToggleMute: () => void;
  /** Called when the person presses 'Turn camera off' or 'Turn camera on' (video calls only). */
  onToggleCamera: () => void;
  /** Called when the person presses End call. */
  onEnd: () => void;
  /** A fixed 'now' for the timer (stories, tests); the clock runs without it. */
  now?: Date;
}

/** Size of the self view; it sits top right, and the name beside it keeps clear of it. */
const SELF_VIEW = { width: 96, wide: 160, short: 120 } as const;

/**
 * The call itself, full screen: the other person's video (or their initial for an audio call, and
 * until their picture arrives), the viewer's own camera small and mirrored, 'Connecting…' and
 * then the time since the answer, and Mute, the camera and End call.
 * Accessibility: a modal dialog named 'Call with' and the name; 'Connecting…' and then the timer
 * are a status region, the timer not read out at every second, and each video is named.
 */
export function InCallView({
  otherName,
  callType,
  local,
  remote,
  connected,
  answeredAt,
  muted,
  cameraOff,
  working = false,
  onToggleMute,
  onToggleCamera,
  onEnd,
  now,
}: InCallViewProps) {
  const video = callType === 'video';
  const remoteHasVideo = useHasVideo(remote);
  const showRemoteVideo = video && remoteHasVideo;
  const seconds = useSecondsSince(connected ? answeredAt : null, now);
  // The other person's sound plays here in every call, so the picture can come and go silently.
  const audio = useSrcObject<HTMLAudioElement>(remote);

  return (
    <CallScreen label={`Call with ${otherName}`}>
      <audio ref={audio} autoPlay data-testid="remote-audio" />
      {showRemoteVideo && (
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <StreamVideo
            stream={remote}
            muted
            label={`${otherName}'s video`}
            data-testid="remote-video"
          />
        </Box>
      )}

      <Box
        sx={{
          position: 'relative',
          px: 2,
          pt: 'max(16px, env(safe-area-inset-top))',
          pb: 3,
          background: showRemoteVideo
            ? 'linear-gradient(rgba(0,0,0,0.7) 40%, rgba(0,0,0,0))'
            : undefined,
          ...(video && {
            pr: `${SELF_VIEW.width + 32}px`,
            [WIDE_SCREEN]: { pr: `${SELF_VIEW.wide + 32}px` },
            [SHORT_SCREEN]: { pr: `${SELF_VIEW.short + 32}px`, pb: 1 },
          }),
        }}
      >
        <Typography
          component="h2"
          sx={{
            fontSize: '1.25rem',
            fontWeight: 700,
            lineHeight: 1.3,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {otherName}
        </Typography>
        <Typography role="status" sx={{ opacity: 0.9, fontVariantNumeric: 'tabular-nums' }}>
          {connected ? (
            // A timer is not read out at every tick (role timer is not live).
            <Box component="span" role="timer" aria-live="off">
              {seconds === null ? 'Connected' : formatCallTime(seconds)}
            </Box>
          ) : (
            'Connecting…'
          )}
        </Typography>
      </Box>

      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {!showRemoteVideo && (
          <Box sx={{ [SHORT_SCREEN]: { transform: 'scale(0.65)' } }}>
            <CallAvatar name={otherName} size={112} />
          </Box>
        )}
      </Box>

      {video && <SelfView local={local} cameraOff={cameraOff} />}

      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: { xs: 1, sm: 3 },
          px: 1,
          pt: 2,
          pb: 'max(24px, env(safe-area-inset-bottom))',
          background: showRemoteVideo
            ? 'linear-gradient(rgba(0,0,0,0), rgba(0,0,0,0.75) 40%)'
            : undefined,
          [SHORT_SCREEN]: { pt: 1, pb: 'max(12px, env(safe-area-inset-bottom))' },
        }}
      >
        <CallButton
          label={muted ? 'Unmute' : 'Mute'}
          pressed={muted}
          icon={muted ? <MicOffRoundedIcon /> : <MicRoundedIcon />}
          onClick={onToggleMute}
        />
        {video && (
          <CallButton
            label={cameraOff ? 'Turn camera on' : 'Turn camera off'}
            pressed={cameraOff}
            icon={cameraOff ? <VideocamOffRoundedIcon /> : <VideocamRoundedIcon />}
            onClick={onToggleCamera}
          />
        )}
        <CallButton
          label="End call"
          tone="danger"
          icon={<CallEndRoundedIcon />}
          onClick={onEnd}
          waiting={working}
        />
      </Box>
    </CallScreen>
  );
}

/** The viewer's own camera, small in the corner; an icon while it is off or not there yet. */
function SelfView({ local, cameraOff }: { local: MediaStream | null; cameraOff: boolean }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 'max(16px, env(safe-area-inset-top))',
        right: 16,
        width: SELF_VIEW.width,
        aspectRatio: '3 / 4',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#000',
        border: 1,
        borderColor: 'rgba(255,255,255,0.24)',
        boxShadow: 6,
        [WIDE_SCREEN]: { width: SELF_VIEW.wide },
        // A phone on its side films a wide picture.
        [SHORT_SCREEN]: { width: SELF_VIEW.short, aspectRatio: '4 / 3' },
      }}
    >
      {local && !cameraOff && (
        <StreamVideo stream={local} muted mirrored label="Your camera" data-testid="local-video" />
      )}
      {(cameraOff || !local) && (
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.900',
            color: 'grey.400',
          }}
        >
          {cameraOff ? <VideocamOffRoundedIcon /> : <PersonRoundedIcon />}
        </Box>
      )}
    </Box>
  );
}
