import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

export interface CallAvatarProps {
  /** The other person; null while not known yet (a person icon stands in). */
  name: string | null;
  /** Diameter in px. @default 96 */
  size?: number;
  /** A ring pulses around it while the call rings. @default false */
  ringing?: boolean;
}

const pulse = keyframes`
  0% { transform: scale(1); opacity: .6; }
  100% { transform: scale(1.5); opacity: 0; }
`;

/** The first character of a name, whole even when it is an emoji (two UTF-16 units). */
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '').toUpperCase();

/**
 * The other person's initial in a circle, the picture of a call without video. While ringing, two
 * rings pulse out of it; under 'reduce motion' (and in screenshots, which stop animations) one
 * still ring stays, so the ringing still shows.
 */
export function CallAvatar({ name, size = 96, ringing = false }: CallAvatarProps) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        width: size,
        height: size,
        flexShrink: 0,
        ...(ringing && {
          '&::before, &::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            border: 3,
            borderColor: 'secondary.light',
            transform: 'scale(1.15)',
            opacity: 0.5,
            animation: `${pulse} 2s ease-out infinite`,
          },
          // The second ring starts half a beat later; hidden until then.
          '&::after': { opacity: 0, animationDelay: '1s' },
          '@media (prefers-reduced-motion: reduce)': {
            '&::before': { animation: 'none' },
            '&::after': { animation: 'none', display: 'none' },
          },
        }),
      }}
    >
      <Avatar
        sx={{
          position: 'relative',
          zIndex: 1,
          width: size,
          height: size,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: size * 0.42,
          fontWeight: 600,
        }}
      >
        {name ? initialOf(name) : <PersonRoundedIcon sx={{ fontSize: size * 0.6 }} />}
      </Avatar>
    </Box>
  );
}
