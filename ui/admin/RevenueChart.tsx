import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RevenueTotal } from '../../contract/admin';
import { dollars, utcDay } from './format';

export interface RevenueChartProps {
  /** One entry per day, oldest first (key YYYY-MM-DD). */
  days: readonly RevenueTotal[];
}

/** Each day's slot in the drawing's own units; the drawing stretches to the width it gets. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/**
 * The revenue of each day as bars scaled to the best day, drawn in SVG. The drawing is one image
 * with a summary for screen readers; the figures themselves are in the tables beside it.
 */
export function RevenueChart({ days }: RevenueChartProps) {
  const max = Math.max(0, ...days.map((d) => d.amount_cents));
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last || max === 0)
    return <Typography color="text.secondary">No revenue was booked on these days.</Typography>;
  const best = days.find((d) => d.amount_cents === max)!;
  const summary = `Revenue by day from ${utcDay(first.key)} to ${utcDay(last.key)}: the best day was ${utcDay(best.key)} with ${dollars(max)}.`;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" aria-hidden="true">
        Best day {dollars(max)}
      </Typography>
      <Box
        component="svg"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{
          display: 'block',
          width: '100%',
          height: 160,
          color: 'primary.main',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {days.map((d, i) => {
          const h = (d.amount_cents / max) * HEIGHT;
          return (
            <rect
              key={d.key}
              x={i * SLOT + (SLOT - BAR) / 2}
              y={HEIGHT - h}
              width={BAR}
              height={h}
              fill="currentColor"
            />
          );
        })}
      </Box>
      <Box
        aria-hidden="true"
        sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}
      >
        <Typography variant="caption">{utcDay(first.key)}</Typography>
        <Typography variant="caption">{utcDay(last.key)}</Typography>
      </Box>
    </Box>
  );
}
