import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '../common/visuallyHidden';
import { startOfDateKey } from '../../domain/toolkit/calendar';
import {
  USAGE_KINDS,
  USAGE_LABELS,
  type UsageDay,
  type UsageKind,
} from '../../domain/toolkit/usage';

/** One colour per tool, each at least 3:1 against white (WCAG non-text contrast). */
export const USAGE_COLORS: Record<UsageKind, string> = {
  journaling: '#6a1b9a',
  breathing: '#1565c0',
  meditation: '#00796b',
  coping: '#c2410c',
  checkin: '#ad1457',
};

const shortDay = (date: string) =>
  startOfDateKey(date).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

export interface UsageChartProps {
  /** One entry per day with its counts per tool, oldest first; the last is labelled Today. */
  days: UsageDay[];
}

/**
 * Daily tool use as stacked bars, one per day, oldest on the left. The same figures are in a
 * table for screen readers, so the chart itself is presentation only.
 */
export function UsageChart({ days }: UsageChartProps) {
  const captionId = useId();
  const max = Math.max(1, ...days.map((d) => d.total));
  const first = days[0];
  const last = days.at(-1);
  return (
    <Box>
      <Box
        aria-hidden
        sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 160, px: 0.5 }}
      >
        {days.map((d) => (
          <Box
            key={d.date}
            title={`${shortDay(d.date)}: ${d.total}`}
            sx={{
              flex: 1,
              minWidth: 4,
              height: `${(d.total / max) * 100}%`,
              display: 'flex',
              flexDirection: 'column-reverse',
              borderRadius: '3px 3px 0 0',
              overflow: 'hidden',
            }}
          >
            {USAGE_KINDS.filter((k) => d.counts[k] > 0).map((k) => (
              <Box key={k} sx={{ flexGrow: d.counts[k], bgcolor: USAGE_COLORS[k] }} />
            ))}
          </Box>
        ))}
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          borderTop: 1,
          borderColor: 'divider',
          pt: 0.5,
          color: 'text.secondary',
          fontSize: '0.8rem',
        }}
      >
        <span>{first ? shortDay(first.date) : ''}</span>
        <span>Today</span>
      </Box>
      <Box
        component="ul"
        aria-label="Chart legend"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, mt: 1.5, mb: 0 }}
      >
        {USAGE_KINDS.map((k) => (
          <Box component="li" key={k} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: USAGE_COLORS[k] }}
            />
            <Typography variant="body2">{USAGE_LABELS[k]}</Typography>
          </Box>
        ))}
      </Box>
      {/* The hidden box is a div around the table: a table is never narrower than its columns,
          so a visually hidden table itself stayed about 470 px wide and scrolled a phone's page
          sideways; the 1 px div clips it. */}
      <Box sx={visuallyHidden}>
        <table aria-describedby={captionId}>
          <caption id={captionId}>
            Tool use per day from {first ? shortDay(first.date) : ''} to{' '}
            {last ? shortDay(last.date) : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {USAGE_KINDS.map((k) => (
                <th scope="col" key={k}>
                  {USAGE_LABELS[k]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{shortDay(d.date)}</th>
                {USAGE_KINDS.map((k) => (
                  <td key={k}>{d.counts[k]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
