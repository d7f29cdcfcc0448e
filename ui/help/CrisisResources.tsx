import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { CRISIS_LINES } from '../common/CrisisLinks';

/**
 * The four crisis resources (docs/product.md, Crisis lines), first on Get Help and one tap each;
 * they need nothing from the server, so they show before anything else loads (and offline).
 */
export const CrisisResources = memo(function CrisisResources() {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Crisis support, any time
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {CRISIS_LINES.map((line) => (
          <li key={line.name}>
            <Card
              variant="outlined"
              sx={{ borderColor: '#7a1f1f', borderWidth: 2, height: '100%' }}
            >
              <CardActionArea href={line.href} sx={{ p: 2, height: '100%' }}>
                <Typography sx={{ fontWeight: 700 }}>{line.name}</Typography>
                <Typography sx={{ fontSize: '1.3rem', fontWeight: 700, color: '#7a1f1f' }}>
                  {line.display}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
});
