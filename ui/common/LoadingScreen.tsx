import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingScreenProps {
  /** What is loading, as the person reads it. @default 'Loading...' */
  message?: string;
  /** Fill the whole viewport (session load) or just the content area. @default true */
  fullPage?: boolean;
}

/** A spinner with a message; announced politely to screen readers. */
export function LoadingScreen({ message = 'Loading...', fullPage = true }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullPage ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{message}</Typography>
    </Box>
  );
}
