import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';

export interface TypingIndicatorProps {
  /** The person who may be typing. */
  name: string;
  /** True while they type; the region stays in the page so the change is announced. */
  typing: boolean;
}

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: .5; }
  30% { transform: translateY(-3px); opacity: 1; }
`;

const Dots = styled('span', { name: 'PeerTypingIndicator', slot: 'Dots' })(({ theme }) => ({
  display: 'inline-flex',
  gap: 3,
  '& > span': {
    width: 6,
    height: 6,
    borderRadius: '50%',
    backgroundColor: theme.palette.text.secondary,
    animation: `${bounce} 1.2s infinite ease-in-out`,
  },
  '& > span:nth-of-type(2)': { animationDelay: '.15s' },
  '& > span:nth-of-type(3)': { animationDelay: '.3s' },
  '@media (prefers-reduced-motion: reduce)': { '& > span': { animation: 'none' } },
}));

/**
 * '{name} is typing…', announced politely; takes its height even when empty so nothing jumps.
 * Accessibility: the bouncing dots are hidden from screen readers and stand still when reduced
 * motion is asked for.
 */
export function TypingIndicator({ name, typing }: TypingIndicatorProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: 24, display: 'flex', alignItems: 'center', gap: 1, px: 2 }}
    >
      {typing && (
        <>
          <Dots aria-hidden="true">
            <span />
            <span />
            <span />
          </Dots>
          <Typography variant="body2" color="text.secondary" component="span">
            {name} is typing…
          </Typography>
        </>
      )}
    </Box>
  );
}
