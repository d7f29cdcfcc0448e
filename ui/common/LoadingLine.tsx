import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LoadingLineProps {
  /** What is loading, as the person reads it ('Loading your settings...'). */
  message: string;
  /** Extra styles for the line (spacing, alignment), added after its own. */
  sx?: SxProps<Theme>;
}

/**
 * A small spinner and what is loading, on one line within a screen (LoadingScreen fills one);
 * announced politely to screen readers.
 */
export function LoadingLine({ message, sx }: LoadingLineProps) {
  return (
    <Box
      role="status"
      sx={[{ display: 'flex', alignItems: 'center', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography>{message}</Typography>
    </Box>
  );
}
