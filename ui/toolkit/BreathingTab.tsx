import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../common/visuallyHidden';
import { TileGrid } from './TileGrid';
import { ToolCard } from './ToolCard';
import {
  BREATHING_TECHNIQUES,
  type BreathingTechnique,
  type PhaseKind,
  READY_LABEL,
  phaseLabel,
  phaseSeconds,
  phaseSummary,
} from '../../domain/toolkit/breathing';

interface Running {
  technique: BreathingTechnique;
  phase: number;
  secondsLeft: number;
  /** Seconds of the current phase, for the animation. */
  total: number;
}

const begin = (technique: BreathingTechnique, phase: number, random: () => number): Running => {
  const total = phaseSeconds(technique, phase, random);
  return { technique, phase, secondsLeft: total, total };
};

export interface BreathingTabProps {
  /** Called when an exercise starts (records breathing usage). */
  onStart: (techniqueId: string) => void;
  /** Random source for Mindful's 4-6 second phases (tests pin it). @default Math.random */
  random?: () => number;
  /** Starts this technique at once (stories). */
  initialTechniqueId?: string;
}

const SCALE: Record<PhaseKind, number> = { inhale: 1, hold: 1, exhale: 0.55 };

/**
 * Guided breathing: pick one of nine techniques, follow the circle and the countdown, Stop.
 * Accessibility: Start moves focus to the guide, and Stop, which goes with the exercise, hands the
 * focus back to it. The phase is a polite status said as it changes ('Breathe In, 4 seconds'),
 * never each second: the countdown beside it is a timer, which screen readers do not read out by
 * itself. The circle is hidden from screen readers, and with reduced motion it does not grow or
 * shrink but changes shade with each phase.
 */
export function BreathingTab({
  onStart,
  random = Math.random,
  initialTechniqueId,
}: BreathingTabProps) {
  const headingId = useId();
  const [running, setRunning] = useState<Running | null>(() => {
    const technique = BREATHING_TECHNIQUES.find((t) => t.id === initialTechniqueId);
    return technique ? begin(technique, 0, random) : null;
  });
  const guideRef = useRef<HTMLDivElement>(null);

  const activeTechnique = running?.technique ?? null;
  useEffect(() => {
    if (!activeTechnique) return;
    const id = setInterval(() => {
      setRunning((r) => {
        if (!r) return r;
        if (r.secondsLeft > 1) return { ...r, secondsLeft: r.secondsLeft - 1 };
        return begin(r.technique, (r.phase + 1) % r.technique.phases.length, random);
      });
    }, 1000);
    return () => clearInterval(id);
  }, [activeTechnique, random]);

  const start = (technique: BreathingTechnique) => {
    setRunning(begin(technique, 0, random));
    onStart(technique.id);
    requestAnimationFrame(() => guideRef.current?.focus());
  };

  const kind = running ? running.technique.phases[running.phase]!.kind : null;
  const label = running && kind ? phaseLabel(running.technique, kind) : READY_LABEL;
  const duration = running?.total ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent
          ref={guideRef}
          tabIndex={-1}
          sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4, outline: 'none' }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {running ? running.technique.name : 'Choose a technique to begin'}
          </Typography>
          <Box
            aria-hidden
            sx={{
              width: 180,
              height: 180,
              borderRadius: '50%',
              bgcolor: 'primary.light',
              opacity: 0.85,
              transform: `scale(${kind ? SCALE[kind] : 0.7})`,
              transition: `transform ${kind === 'hold' ? 0 : Math.max(1, duration - 0.2)}s ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': {
                transition: 'none',
                transform: 'none',
                opacity: kind === 'exhale' ? 0.45 : kind === 'hold' ? 0.7 : 0.95,
              },
            }}
          />
          <Box sx={{ textAlign: 'center' }}>
            {/* Changes once a phase: a number each second would leave no room to breathe. */}
            <Typography role="status" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
              {label}
              {running && (
                <Box component="span" sx={visuallyHidden}>
                  , {running.total} seconds
                </Box>
              )}
            </Typography>
            {running && (
              <Typography
                role="timer"
                aria-label="Seconds left"
                sx={{ fontSize: '2.4rem', fontVariantNumeric: 'tabular-nums' }}
              >
                {running.secondsLeft}
              </Typography>
            )}
          </Box>
          {running && (
            <Button
              variant="contained"
              color="secondary"
              onClick={() => {
                // Stop goes with the exercise: the guide, where Start put the focus, keeps it.
                guideRef.current?.focus();
                setRunning(null);
              }}
            >
              Stop
            </Button>
          )}
        </CardContent>
      </Card>
      <TileGrid label="Breathing techniques" columns={{ xs: 1, sm: 2, md: 3 }}>
        {BREATHING_TECHNIQUES.map((t) => {
          const active = running?.technique.id === t.id;
          return (
            <ToolCard
              key={t.id}
              title={t.name}
              headingLevel="h3"
              subtitle={`${phaseSummary(t)} seconds`}
              videoQuery={t.videoQuery}
              action={
                <Button
                  variant={active ? 'contained' : 'outlined'}
                  onClick={() => start(t)}
                  aria-label={`${active ? 'Restart' : 'Start'} ${t.name}`}
                >
                  {active ? 'Restart' : 'Start'}
                </Button>
              }
            >
              <Typography variant="body2">{t.description}</Typography>
            </ToolCard>
          );
        })}
      </TileGrid>
    </Box>
  );
}
