import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNow } from './useNow';
import { DailyCheckIn } from './DailyCheckIn';
import { UsageChart } from './UsageChart';
import type { Mood } from '../../domain/toolkit/content';
import {
  USAGE_KINDS,
  USAGE_LABELS,
  USAGE_WINDOW_DAYS,
  type UsageByDay,
  checkInStreak,
  checkInsThisWeek,
  usageTotals,
  usageWindow,
} from '../../domain/toolkit/usage';
import { daysLabel } from '../../domain/time/daysLabel';

export interface DashboardTabProps {
  /** Tool use on this device, counted per local day, for the stats and the chart. */
  usage: UsageByDay;
  /** Today's mood from the check-in, or null if none was picked. */
  mood: Mood | null;
  /** Whether today's check-in is done; until then no mood shows as picked. */
  checkedInToday: boolean;
  /** Called with the mood picked in the check-in; the first pick of a day completes it. */
  onCheckIn: (mood: Mood) => void;
  /** The moment to show; defaults to now. */
  now?: Date;
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{value}</Typography>
        <Typography color="text.secondary" variant="body2">
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The toolkit dashboard: today's check-in, the week, the streak and 30 days of tool use. */
export function DashboardTab({ usage, mood, checkedInToday, onCheckIn, now }: DashboardTabProps) {
  // Refreshed each minute, so a page left open past midnight starts the new day.
  const at = useNow(60_000, now);
  const chartHeading = useId();
  const days = usageWindow(usage, at);
  const totals = usageTotals(days);
  const total = USAGE_KINDS.reduce((sum, k) => sum + totals[k], 0);
  const streak = checkInStreak(usage, at);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DailyCheckIn mood={mood} completed={checkedInToday} onPick={onCheckIn} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <Stat
          label="Check-ins this week"
          value={`${checkInsThisWeek(usage, at)}/7`}
          hint="Days checked in, last 7 days"
        />
        <Stat
          label="Current streak"
          value={daysLabel(streak)}
          hint={streak === 0 ? 'Check in today to start one' : 'Consecutive days checked in'}
        />
        <Stat
          label={`Activities in ${USAGE_WINDOW_DAYS} days`}
          value={String(total)}
          hint="Tools you used on this device"
        />
      </Box>
      <Card component="section" aria-labelledby={chartHeading}>
        <CardContent>
          <Typography id={chartHeading} variant="h6" component="h2" sx={{ mb: 2 }}>
            Your last {USAGE_WINDOW_DAYS} days
          </Typography>
          {total === 0 ? (
            <Typography color="text.secondary">
              No activity yet. Try a breathing exercise, a check-in or a journal entry; each one
              shows up here.
            </Typography>
          ) : (
            <>
              <UsageChart days={days} />
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto auto',
                  justifyContent: 'start',
                  columnGap: 2,
                  rowGap: 0.5,
                  mt: 2,
                  mb: 0,
                  '& dd': { m: 0, fontWeight: 600 },
                }}
              >
                {USAGE_KINDS.map((k) => (
                  <Box key={k} sx={{ display: 'contents' }}>
                    <dt>{USAGE_LABELS[k]}</dt>
                    <dd>{totals[k]}</dd>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
