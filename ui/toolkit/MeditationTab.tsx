import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { VideoSearchLink } from './VideoSearchLink';
import { MEDITATION_PRESETS } from '../../domain/toolkit/content';

export interface MeditationTabProps {
  /** Called when a session starts (records meditation usage); resuming after Pause is not a new session. */
  onStart: () => void;
  /** The gentle end signal when the timer reaches zero (a soft chime). */
  onComplete: () => void;
  /** Seconds on the clock at first (stories). @default 0 */
  initialSeconds?: number;
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

type Phase = 'idle' | 'running' | 'paused' | 'done';

/**
 * The meditation timer: presets of 5, 10, 15 and 20 minutes, Start, Pause, Reset to zero. The
 * countdown runs against the wall clock, so a throttled background tab still ends on time.
 * Accessibility: the clock is a timer whose name gives the minutes and seconds left, not announced
 * as it ticks; the end of a session is announced politely, and the lengths are toggle buttons named
 * in minutes.
 */
export function MeditationTab({ onStart, onComplete, initialSeconds = 0 }: MeditationTabProps) {
  const headingId = useId();
  const [remaining, setRemaining] = useState(initialSeconds);
  const [preset, setPreset] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const endsAt = useRef(0);

  useEffect(() => {
    if (phase !== 'running') return;
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        setPhase('done');
        onComplete();
      }
    }, 250);
    return () => clearInterval(id);
  }, [phase, onComplete]);

  const choose = (minutes: number) => {
    setPreset(minutes);
    setRemaining(minutes * 60);
    setPhase('idle');
  };
  const start = () => {
    endsAt.current = Date.now() + remaining * 1000;
    if (phase !== 'paused') onStart();
    setPhase('running');
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4 }}>
          <Typography id={headingId} variant="h6" component="h2">
            Meditation timer
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={preset}
            onChange={(_e, value: number | null) => value !== null && choose(value)}
            aria-label="Session length"
            disabled={phase === 'running'}
          >
            {MEDITATION_PRESETS.map((m) => (
              <ToggleButton key={m} value={m} aria-label={`${m} minutes`}>
                {m} min
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography
            role="timer"
            aria-label={`${Math.floor(remaining / 60)} minutes ${remaining % 60} seconds remaining`}
            sx={{ fontSize: '3.5rem', fontWeight: 300, fontVariantNumeric: 'tabular-nums' }}
          >
            {clock(remaining)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            {phase === 'running' ? (
              <Button variant="contained" onClick={() => setPhase('paused')}>
                Pause
              </Button>
            ) : (
              <Button variant="contained" onClick={start} disabled={remaining === 0}>
                Start
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() => {
                setPhase('idle');
                setRemaining(0);
                setPreset(null);
              }}
            >
              Reset
            </Button>
          </Box>
          <Box role="status" sx={{ minHeight: '1.5em', textAlign: 'center' }}>
            {phase === 'done' && (
              <Typography sx={{ color: 'success.dark', fontWeight: 600 }}>
                Session complete. Take a slow breath before you return to your day.
              </Typography>
            )}
            {phase === 'idle' && remaining === 0 && (
              <Typography color="text.secondary">Choose a length to begin.</Typography>
            )}
          </Box>
        </CardContent>
      </Card>
      <Typography>
        New to meditation?{' '}
        <VideoSearchLink query="guided meditation for recovery">
          Find a guided meditation video
        </VideoSearchLink>
      </Typography>
    </Box>
  );
}
