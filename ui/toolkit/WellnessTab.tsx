import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNow } from './useNow';
import { visuallyHidden } from '../common/visuallyHidden';
import { type DateKey, addDays, dateKey, startOfDateKey } from '../../domain/toolkit/calendar';
import { WELLNESS_HABITS, type WellnessHabit } from '../../domain/toolkit/content';

export interface WellnessTabProps {
  /** Habits done, by local date. */
  habits: Record<DateKey, readonly WellnessHabit[]>;
  /** Called with a habit when the person ticks or unticks it for today. */
  onToggle: (habit: WellnessHabit) => void;
  /** A fixed moment (stories, tests); otherwise the current time, checked each minute. */
  now?: Date;
}

const dayLabel = (key: DateKey) => {
  const d = startOfDateKey(key);
  return `${d.toLocaleDateString('en-US', { weekday: 'short' })} ${d.getDate()}`;
};

/**
 * A day's column heading. 'Mon 23' on wider screens; on a phone, a narrow weekday over the date
 * ('M' / '23'), today's in bold, so the week fits beside the habits without scrolling. Either way
 * a screen reader hears 'Mon 23' or 'Today' (the drawn forms are hidden from it).
 */
function DayHeading({ day, today }: { day: DateKey; today: boolean }) {
  const label = today ? 'Today' : dayLabel(day);
  const d = startOfDateKey(day);
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: { xs: 'flex', sm: 'none' },
          flexDirection: 'column',
          alignItems: 'center',
          lineHeight: 1.2,
          fontWeight: today ? 700 : 400,
          color: today ? 'primary.main' : 'inherit',
        }}
      >
        <span>{d.toLocaleDateString('en-US', { weekday: 'narrow' })}</span>
        <span>{d.getDate()}</span>
      </Box>
    </>
  );
}

/** Daily wellness habits: tick today's, see the last seven days. */
export function WellnessTab({ habits, onToggle, now }: WellnessTabProps) {
  const todayHeading = useId();
  const weekHeading = useId();
  // Refreshed each minute, so a page left open past midnight starts the new day.
  const at = useNow(60_000, now);
  const today = dateKey(at);
  const done = habits[today] ?? [];
  const week = Array.from({ length: 7 }, (_, i) => addDays(at, i - 6));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card component="section" aria-labelledby={todayHeading}>
        <CardContent>
          <Typography id={todayHeading} variant="h6" component="h2">
            Today&apos;s habits
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Small daily basics that make recovery steadier. {done.length} of{' '}
            {WELLNESS_HABITS.length} done today.
          </Typography>
          <FormGroup>
            {WELLNESS_HABITS.map((h) => (
              <FormControlLabel
                key={h.id}
                control={<Checkbox checked={done.includes(h.id)} onChange={() => onToggle(h.id)} />}
                label={
                  <>
                    <span aria-hidden>{h.emoji} </span>
                    {h.label}
                  </>
                }
              />
            ))}
          </FormGroup>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={weekHeading}>
        {/* Relative, so the visually hidden 'Not done' of the cells (absolute) are placed and
            scrolled in here; else they escaped this scroller and scrolled a phone's page. */}
        <CardContent sx={{ overflowX: 'auto', position: 'relative' }}>
          <Typography id={weekHeading} variant="h6" component="h2" sx={{ mb: 1 }}>
            Last 7 days
          </Typography>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              width: '100%',
              '& th, & td': {
                px: { xs: 0.25, sm: 1 },
                py: 1,
                textAlign: 'center',
                borderBottom: 1,
                borderColor: 'divider',
              },
              '& th[scope=row]': { textAlign: 'left', fontWeight: 400, pr: 1 },
            }}
          >
            <thead>
              <tr>
                <th scope="col">Habit</th>
                {week.map((d) => (
                  <th scope="col" key={d}>
                    <DayHeading day={d} today={d === today} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WELLNESS_HABITS.map((h) => (
                <tr key={h.id}>
                  <th scope="row">{h.label}</th>
                  {week.map((d) => (
                    <td key={d}>
                      {(habits[d] ?? []).includes(h.id) ? (
                        <CheckIcon fontSize="small" color="success" titleAccess="Done" />
                      ) : (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          <span aria-hidden>·</span>
                          <Box component="span" sx={visuallyHidden}>
                            Not done
                          </Box>
                        </Box>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
