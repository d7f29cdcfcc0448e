import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CrisisLinks } from '../common/CrisisLinks';
import { PlainButton } from '../common/PlainButton';

export interface TopLevelFallbackProps {
  /** 'Refresh Page': loads the page again. */
  onRefresh: () => void;
}

/** The last line of defence when even the error screen cannot render. */
export function TopLevelFallback({ onRefresh }: TopLevelFallbackProps) {
  return (
    <Box role="alert" sx={{ minHeight: '100vh' }}>
      <CrisisLinks />
      <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
        <Typography variant="panelTitle" component="h1" sx={{ mb: 2 }}>
          Something went wrong
        </Typography>
        <PlainButton onClick={onRefresh}>Refresh Page</PlainButton>
      </Box>
    </Box>
  );
}
