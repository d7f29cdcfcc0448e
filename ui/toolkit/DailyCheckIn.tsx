import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MOODS, type Mood, moodOf } from '../../domain/toolkit/content';

export interface DailyCheckInProps {
  /** Today's mood, if picked. */
  mood: Mood | null;
  /** Whether today's check-in is done. */
  completed: boolean;
  /** The first pick of a day completes the check-in; later picks only change the mood. */
  onPick: (mood: Mood) => void;
}

/**
 * The daily check-in: a 1-5 emoji mood scale.
 * Accessibility: each mood is a toggle button named by its number and word, the emoji hidden from
 * screen readers; the completed check-in is said in a polite status line.
 */
export function DailyCheckIn({ mood, completed, onPick }: DailyCheckInProps) {
  const headingId = useId();
  const current = completed ? moodOf(mood) : null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          Daily check-in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          How are you feeling today?
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={completed ? mood : null}
          onChange={(_e, value: Mood | null) => value !== null && onPick(value)}
          aria-label="Mood today, from 1 (struggling) to 5 (great)"
          sx={{ flexWrap: 'wrap' }}
        >
          {MOODS.map((m) => (
            <ToggleButton
              key={m.value}
              value={m.value}
              aria-label={`${m.value} - ${m.label}`}
              sx={{ fontSize: '1.8rem', px: 2 }}
            >
              <span aria-hidden>{m.emoji}</span>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box role="status" sx={{ mt: 2, minHeight: '1.5em' }}>
          {completed && (
            <Typography sx={{ color: 'success.dark', fontWeight: 600 }}>
              Check-in complete!
              {current ? ` You're feeling ${current.label.toLowerCase()} today.` : ''}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
