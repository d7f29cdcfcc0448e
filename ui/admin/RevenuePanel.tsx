import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { REVENUE_WINDOW_DAYS, type RevenueSummary } from '../../contract/admin';
import { RetryAlert } from '../common/RetryAlert';
import { visuallyHidden } from '../common/visuallyHidden';
import { dollars, utcDay } from './format';
import { RevenueChart } from './RevenueChart';
import { RevenueTable } from './RevenueTable';
import type { AdminListStatus } from './types';

export interface RevenuePanelProps {
  /** 'loading' until the summary arrives, 'error' when it could not be loaded. */
  status: AdminListStatus;
  /** The booked events of the last days; null until loaded. */
  summary: RevenueSummary | null;
  /** Loads the summary again after an error ('Retry'). */
  onRetry: () => void;
  /** 'Download CSV': the app downloads the events of the window. */
  onDownloadCsv: () => void;
}

/**
 * Revenue: the total of the last 30 days, each day as a bar, and the figures as tables.
 * Accessibility: while loading, a polite status says so and the skeletons are hidden from screen
 * readers; a failure to load is announced as an alert.
 */
export function RevenuePanel({ status, summary, onRetry, onDownloadCsv }: RevenuePanelProps) {
  const titleId = useId();
  if (status === 'error')
    return (
      <RetryAlert
        message="Revenue could not be loaded. Please check your connection."
        onRetry={onRetry}
      />
    );
  if (status === 'loading' || !summary)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box role="status" sx={visuallyHidden}>
          Loading revenue…
        </Box>
        <Skeleton variant="rounded" height={48} width="40%" aria-hidden="true" />
        <Skeleton variant="rounded" height={160} aria-hidden="true" />
      </Box>
    );

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            Revenue, last {REVENUE_WINDOW_DAYS} days
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {utcDay(summary.from)} – {utcDay(summary.to)} (UTC)
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden="true" />}
          onClick={onDownloadCsv}
        >
          Download CSV
        </Button>
      </Box>
      <Box>
        <Typography color="text.secondary">Total</Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {dollars(summary.total_cents)}
        </Typography>
      </Box>
      <RevenueChart days={summary.by_day} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
        }}
      >
        <RevenueTable caption="Revenue by type" keyHeading="Type" rows={summary.by_type} />
        <RevenueTable
          caption="Revenue by advertiser"
          keyHeading="Advertiser"
          rows={summary.by_advertiser}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <details open>
          <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 500 }}>
            Revenue by day as a table
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <RevenueTable
              caption="Revenue by day"
              keyHeading="Day"
              rows={summary.by_day}
              labelOf={(d) => utcDay(d.key)}
            />
          </Box>
        </details>
      </Paper>
    </Box>
  );
}
