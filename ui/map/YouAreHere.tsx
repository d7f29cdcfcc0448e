import Box from '@mui/material/Box';
import { MAP_TEXTS } from '../../contract/map';

/** The 'You are here' dot, centred on the viewer's position after a locate. */
export function YouAreHere() {
  return (
    <Box
      role="img"
      aria-label={MAP_TEXTS.youAreHere}
      title={MAP_TEXTS.youAreHere}
      sx={{
        width: 18,
        height: 18,
        borderRadius: '50%',
        bgcolor: '#1f5f8b',
        border: '3px solid #ffffff',
        boxShadow: '0 0 0 6px rgba(31,95,139,0.25)',
        transform: 'translate(-50%, -50%)',
        // Markers under it stay clickable.
        pointerEvents: 'none',
      }}
    />
  );
}
