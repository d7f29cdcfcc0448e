import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FIXTURE_TILE_URL } from '../../ui/map/fixtures';

/**
 * For the map's stories: a small piece of map (the fixture tile, no network) for the pieces that
 * are drawn on the map itself, with a caption saying what is shown.
 */
export function MapPiece({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        height: 160,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#e8eef2',
        backgroundImage: `url("${FIXTURE_TILE_URL}")`,
        p: 1,
      }}
    >
      {caption && <Typography variant="body2">{caption}</Typography>}
      {children}
    </Box>
  );
}
