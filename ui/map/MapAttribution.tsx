import Box from '@mui/material/Box';
import { TILE_ATTRIBUTION } from '../../contract/map';

/** '© OpenStreetMap contributors' in the map's bottom right corner, always shown. */
export function MapAttribution() {
  return (
    <Box
      sx={{
        position: 'absolute',
        right: 0,
        bottom: 0,
        px: 0.75,
        py: 0.25,
        bgcolor: 'rgba(255,255,255,0.9)',
        fontSize: 12,
        zIndex: 4,
      }}
    >
      <a
        href="https://www.openstreetmap.org/copyright"
        target="_blank"
        rel="noopener noreferrer"
        style={{ color: '#1a1f24' }}
      >
        {TILE_ATTRIBUTION}
      </a>
    </Box>
  );
}
