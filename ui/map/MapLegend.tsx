import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LEGEND } from '../../contract/map';
import { markerColors } from '../theme/theme';

/**
 * The legend (docs/product.md, Labels and colours): the three peer statuses, treatment centers
 * and support meetings.
 */
export function MapLegend() {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Legend
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {LEGEND.map(({ label, colour, kind }) => (
          <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                flex: 'none',
                bgcolor: markerColors[colour],
                borderRadius: kind === 'peer' ? '50%' : '3px',
                transform: kind === 'meeting' ? 'rotate(45deg) scale(0.85)' : undefined,
              }}
            />
            <Typography variant="body2">{label}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
