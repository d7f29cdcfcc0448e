import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AdminAd } from '../../contract/admin';
import { utcDay } from './format';

export interface AdminAdCardProps {
  /** The advertisement shown. */
  ad: AdminAd;
  /** 'Edit' opens the ad's dialog. */
  onEdit: () => void;
}

const wrap = { overflowWrap: 'anywhere' } as const;

function activeWindow(ad: AdminAd): string {
  if (ad.active_from && ad.active_until)
    return `${utcDay(ad.active_from)} – ${utcDay(ad.active_until)}`;
  if (ad.active_from) return `From ${utcDay(ad.active_from)}`;
  if (ad.active_until) return `Until ${utcDay(ad.active_until)}`;
  return 'No dates set';
}

/** An ad as the console lists it: image, title, advertiser, placement, dates, state, 'Edit'. */
export function AdminAdCard({ ad, onEdit }: AdminAdCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {ad.ad_image_url && (
        <Box
          component="img"
          src={ad.ad_image_url}
          alt={`${ad.advertiser_name}'s image`}
          width={160}
          height={60}
          sx={{ objectFit: 'cover', borderRadius: 1, maxWidth: '100%' }}
        />
      )}
      <Box sx={{ flex: '1 1 14rem', minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, ...wrap }}
          >
            {ad.ad_title}
          </Typography>
          <Chip
            size="small"
            color={ad.active ? 'success' : 'default'}
            variant={ad.active ? 'filled' : 'outlined'}
            label={ad.active ? 'Active' : 'Inactive'}
          />
        </Box>
        <Typography variant="body2" sx={wrap}>
          {ad.advertiser_name}
          {ad.advertiser_id ? ` (${ad.advertiser_id})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ad.placement === 'top' ? 'Top' : 'Bottom'} placement · {activeWindow(ad)}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onEdit}>
        Edit
      </Button>
    </Paper>
  );
}
