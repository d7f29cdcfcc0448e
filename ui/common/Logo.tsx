import Diversity3Icon from '@mui/icons-material/Diversity3';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const PRODUCT_NAME = 'Peer Recovery Network';

export interface LogoProps {
  /** Text colour; the header uses the contrast colour. @default 'inherit' */
  color?: string;
}

/** The product's mark and name. */
export function Logo({ color = 'inherit' }: LogoProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <Diversity3Icon aria-hidden="true" />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.1rem', whiteSpace: 'nowrap' }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
