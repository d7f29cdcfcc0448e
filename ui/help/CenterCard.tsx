import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { LatLng } from '../../contract/map';
import type { SponsoredCenter } from '../../contract/help';
import { priorityBadge, servicesPreview } from '../../domain/help/centers';
import { distanceMiles } from '../../domain/map/distance';

export interface CenterCardProps {
  /** The listing to show. */
  center: SponsoredCenter;
  /** The person's position, when known: the card shows the distance in miles. */
  origin: LatLng | null;
  /** 'Call Admissions' was tapped (the link dials; this books sponsored_call). */
  onCall: (center: SponsoredCenter) => void;
  /** The Website button was tapped (the link opens; this books sponsored_click). */
  onWebsite: (center: SponsoredCenter) => void;
}

const Root = styled(Card, { name: 'CenterCard', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
}));

/**
 * A paid listing (docs/product.md, Sponsored treatment centers): logo, name, badge, address,
 * distance, description, services, calls to act.
 */
export function CenterCard({ center, origin, onCall, onWebsite }: CenterCardProps) {
  const titleId = useId();
  const badge = priorityBadge(center.priority_level);
  const { shown, more } = servicesPreview(center.services);
  return (
    <Root
      role="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={badge === 'Featured' ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.200',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {center.logo_url ? (
          <img src={center.logo_url} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <Typography aria-hidden sx={{ fontWeight: 700, color: 'text.secondary' }}>
            {center.name.charAt(0)}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {center.name}
          </Typography>
          {badge && (
            <Chip
              size="small"
              label={badge}
              color={badge === 'Featured' ? 'primary' : 'secondary'}
              sx={{ fontWeight: 700 }}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {center.address}
          {origin && ` · ${distanceMiles(origin, center)} miles away`}
        </Typography>
        {center.description && (
          <Typography
            variant="body2"
            sx={{
              mt: 1,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
            title={center.description}
          >
            {center.description}
          </Typography>
        )}
        {shown.length > 0 && (
          <Box
            component="ul"
            aria-label="Services"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
              display: 'flex',
              gap: 0.5,
              flexWrap: 'wrap',
            }}
          >
            {shown.map((s) => (
              <li key={s}>
                <Chip size="small" variant="outlined" label={s} />
              </li>
            ))}
            {more && (
              <li>
                <Chip size="small" label={more} />
              </li>
            )}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {center.phone && (
            <Button
              variant="contained"
              size="small"
              startIcon={<PhoneIcon />}
              href={`tel:${center.phone.replace(/[^\d+]/g, '')}`}
              onClick={() => onCall(center)}
            >
              Call Admissions: {center.phone}
            </Button>
          )}
          {center.website && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<LanguageIcon />}
              href={center.website}
              target="_blank"
              rel="noopener noreferrer sponsored"
              onClick={() => onWebsite(center)}
              aria-label={`Website of ${center.name} (opens in a new tab)`}
            >
              Website
            </Button>
          )}
        </Box>
      </Box>
    </Root>
  );
}
