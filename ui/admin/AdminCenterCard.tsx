import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AdminCenter } from '../../contract/admin';
import { PRIORITY_LEVELS } from './CenterDialog';

export interface AdminCenterCardProps {
  /** The sponsored center shown. */
  center: AdminCenter;
  /** 'Edit' opens the center's dialog. */
  onEdit: () => void;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/** A sponsored center as the console lists it: logo, name, priority, address, state, 'Edit'. */
export function AdminCenterCard({ center: c, onEdit }: AdminCenterCardProps) {
  const titleId = useId();
  const priority = PRIORITY_LEVELS.find((p) => p.level === c.priority_level)?.label;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {c.logo_url && (
        <Box
          component="img"
          src={c.logo_url}
          alt={`${c.name}'s logo`}
          width={48}
          height={48}
          sx={{ objectFit: 'contain', borderRadius: 1 }}
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
            {c.name}
          </Typography>
          <Chip
            size="small"
            color={c.active ? 'success' : 'default'}
            variant={c.active ? 'filled' : 'outlined'}
            label={c.active ? 'Active' : 'Inactive'}
          />
        </Box>
        <Typography variant="body2" sx={wrap}>
          {c.address}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={wrap}>
          Priority {c.priority_level} {priority}
          {c.advertiser_id ? ` · Advertiser ${c.advertiser_id}` : ''}
          {c.services.length > 0 ? ` · ${c.services.join(', ')}` : ''}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onEdit}>
        Edit
      </Button>
    </Paper>
  );
}
