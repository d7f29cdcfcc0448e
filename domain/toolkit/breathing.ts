/** Breathing techniques (docs/product.md, Breathing) and the phase cycle they run through. */

export type PhaseKind = 'inhale' | 'hold' | 'exhale';

export interface BreathingTechnique {
  id: string;
  name: string;
  description: string;
  /** Each phase's seconds; `null` seconds means 4 to 6 chosen at random each time (Mindful). */
  phases: readonly { kind: PhaseKind; seconds: number | null }[];
  /** Ujjayi's labels carry '(Ocean Sound)'. */
  oceanSound?: boolean;
  /** What to search for on the video site. */
  videoQuery: string;
}

const p = (kind: PhaseKind, seconds: number | null) => ({ kind, seconds });

export const BREATHING_TECHNIQUES: readonly BreathingTechnique[] = [
  {
    id: 'box',
    name: 'Box Breathing',
    description: 'Four equal sides: in, hold, out, hold. Steadies the body under stress.',
    phases: [p('inhale', 4), p('hold', 4), p('exhale', 4), p('hold', 4)],
    videoQuery: 'box breathing exercise',
  },
  {
    id: '478',
    name: '4-7-8 Breathing',
    description: 'A long hold and a longer exhale that help the body wind down, e.g. before sleep.',
    phases: [p('inhale', 4), p('hold', 7), p('exhale', 8)],
    videoQuery: '4-7-8 breathing exercise',
  },
  {
    id: 'triangle',
    name: 'Triangle Breathing',
    description: 'In, hold, out, four seconds each. Simple to remember when it is hard to focus.',
    phases: [p('inhale', 4), p('hold', 4), p('exhale', 4)],
    videoQuery: 'triangle breathing exercise',
  },
  {
    id: 'equal',
    name: 'Equal Breathing',
    description: 'Breathe in and out for the same count to find an even rhythm.',
    phases: [p('inhale', 4), p('exhale', 4)],
    videoQuery: 'equal breathing sama vritti',
  },
  {
    id: 'belly',
    name: 'Belly Breathing',
    description: 'Slow breaths into the belly, with an exhale longer than the inhale.',
    phases: [p('inhale', 6), p('exhale', 8)],
    videoQuery: 'diaphragmatic belly breathing',
  },
  {
    id: 'coherent',
    name: 'Coherent Breathing',
    description: 'About six breaths a minute, five seconds in and five out.',
    phases: [p('inhale', 5), p('exhale', 5)],
    videoQuery: 'coherent breathing 5 seconds',
  },
  {
    id: 'extended-exhale',
    name: 'Extended Exhale',
    description: 'A short hold and a long exhale to calm a racing heart.',
    phases: [p('inhale', 4), p('hold', 2), p('exhale', 6)],
    videoQuery: 'extended exhale breathing',
  },
  {
    id: 'ujjayi',
    name: 'Ujjayi Breathing',
    description: 'Breathe through the nose with a soft ocean sound at the back of the throat.',
    phases: [p('inhale', 6), p('exhale', 6)],
    oceanSound: true,
    videoQuery: 'ujjayi breathing ocean breath',
  },
  {
    id: 'mindful',
    name: 'Mindful Breathing',
    description: 'Natural breaths of four to six seconds; simply notice each one.',
    phases: [p('inhale', null), p('exhale', null)],
    videoQuery: 'mindful breathing meditation',
  },
];

export const READY_LABEL = 'Ready';

const BASE_LABELS: Record<PhaseKind, string> = {
  inhale: 'Breathe In',
  hold: 'Hold',
  exhale: 'Breathe Out',
};

/** The label shown for a phase: Breathe In, Hold, Breathe Out, with '(Ocean Sound)' for Ujjayi. */
export function phaseLabel(technique: BreathingTechnique, kind: PhaseKind): string {
  const base = BASE_LABELS[kind];
  return technique.oceanSound && kind !== 'hold' ? `${base} (Ocean Sound)` : base;
}

/** Seconds for a phase; Mindful draws 4, 5 or 6 from `random` (0 <= r < 1). */
export function phaseSeconds(
  technique: BreathingTechnique,
  index: number,
  random: () => number = Math.random,
): number {
  const phase = technique.phases[index % technique.phases.length]!;
  if (phase.seconds !== null) return phase.seconds;
  return 4 + Math.min(2, Math.floor(random() * 3));
}

/** A phase summary for the technique card, e.g. 'In 4 · Hold 7 · Out 8'. */
export function phaseSummary(technique: BreathingTechnique): string {
  const short: Record<PhaseKind, string> = { inhale: 'In', hold: 'Hold', exhale: 'Out' };
  return technique.phases
    .map((ph) => `${short[ph.kind]} ${ph.seconds === null ? '4-6' : ph.seconds}`)
    .join(' · ');
}
