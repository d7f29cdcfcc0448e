/** The toolkit's fixed content: moods, coping skills, journal questions, safety plan, habits. */

export const MOODS = [
  { value: 1, emoji: '😢', label: 'Struggling' },
  { value: 2, emoji: '😕', label: 'Low' },
  { value: 3, emoji: '😐', label: 'Okay' },
  { value: 4, emoji: '🙂', label: 'Good' },
  { value: 5, emoji: '😄', label: 'Great' },
] as const;
export type Mood = (typeof MOODS)[number]['value'];
export const moodOf = (value: number | null | undefined) =>
  MOODS.find((m) => m.value === value) ?? null;

export interface CopingSkill {
  name: string;
  summary: string;
  steps: readonly string[];
  videoQuery: string;
}

/** The eight coping skills, each usable once a day (docs/product.md, Coping skills). */
export const COPING_SKILLS: readonly CopingSkill[] = [
  {
    name: 'Deep Breathing',
    summary: 'Slow the breath to slow the body.',
    steps: [
      'Sit or stand comfortably and drop your shoulders.',
      'Breathe in through your nose for 4 seconds, letting your belly rise.',
      'Breathe out through your mouth for 6 seconds. Repeat for two minutes.',
    ],
    videoQuery: 'deep breathing exercise for anxiety',
  },
  {
    name: 'Grounding 5-4-3-2-1',
    summary: 'Come back to the present through your senses.',
    steps: [
      'Name 5 things you can see and 4 things you can touch.',
      'Name 3 things you can hear and 2 things you can smell.',
      'Name 1 thing you can taste, then take a slow breath.',
    ],
    videoQuery: '5 4 3 2 1 grounding technique',
  },
  {
    name: 'Progressive Muscle Relaxation',
    summary: 'Tense and release each muscle group in turn.',
    steps: [
      'Start with your feet: tense the muscles for 5 seconds.',
      'Release and notice the difference for 10 seconds.',
      'Move up through legs, belly, hands, arms, shoulders and face.',
    ],
    videoQuery: 'progressive muscle relaxation guided',
  },
  {
    name: 'Call a Friend',
    summary: 'Reach out to someone who supports your recovery.',
    steps: [
      'Pick one person from your support list or a peer from the community.',
      'You do not need a reason: "I wanted to hear a friendly voice" is enough.',
      'If no one answers, leave a message or try the next person.',
    ],
    videoQuery: 'how to reach out for support recovery',
  },
  {
    name: 'Go for a Walk',
    summary: 'Move your body and change your surroundings.',
    steps: [
      'Step outside, even for ten minutes.',
      'Walk at an easy pace and notice what is around you.',
      'Leave cravings and worries where you started, if only for a while.',
    ],
    videoQuery: 'mindful walking meditation',
  },
  {
    name: 'Listen to Music',
    summary: 'Let music shift your mood.',
    steps: [
      'Choose songs that calm or lift you, not ones tied to using.',
      'Listen without doing anything else for one or two songs.',
      'Notice how your body feels when the music ends.',
    ],
    videoQuery: 'calming music for anxiety',
  },
  {
    name: 'Journal Your Feelings',
    summary: 'Put what you feel into words.',
    steps: [
      'Write for five minutes without stopping or judging.',
      'Name the feeling and where you feel it in your body.',
      'End with one thing you can do for yourself today.',
    ],
    videoQuery: 'journaling for emotional health',
  },
  {
    name: 'Practice Gratitude',
    summary: 'Notice what is going right.',
    steps: [
      'Write down three things you are grateful for today.',
      'For each, add why it matters to you.',
      'Thank one person, in person or by message.',
    ],
    videoQuery: 'gratitude practice guided',
  },
];

/** The printable journal's ten reflective questions. */
export const JOURNAL_QUESTIONS: readonly string[] = [
  'How am I feeling today, in my body and in my mind?',
  'What is one thing I am grateful for right now?',
  'What challenged me today, and how did I respond?',
  'What triggers or cravings did I notice, and what helped?',
  'Who supported me today, or whom did I support?',
  'What is one thing I did well today?',
  'What do I need more of in my life right now?',
  'What would I like to let go of?',
  'What is one small goal for tomorrow?',
  'What would I say to a friend who felt the way I feel today?',
];

/** The personal safety plan's sections, in the order a person works through them in a crisis. */
export const SAFETY_PLAN_SECTIONS = [
  {
    id: 'warningSigns',
    title: 'My warning signs',
    hint: 'Thoughts, feelings or situations that tell me a crisis may be coming.',
  },
  {
    id: 'copingStrategies',
    title: 'Things I can do on my own',
    hint: 'Coping strategies that take my mind off things without contacting anyone.',
  },
  {
    id: 'placesAndPeople',
    title: 'People and places that help me feel better',
    hint: 'Where I can go and whom I can be with to feel calmer.',
  },
  {
    id: 'peopleToAsk',
    title: 'People I can ask for help',
    hint: 'Names and phone numbers of people I trust.',
  },
  {
    id: 'professionals',
    title: 'Professionals I can call',
    hint: 'My counsellor, doctor, sponsor or a local crisis service, with numbers.',
  },
  {
    id: 'safeEnvironment',
    title: 'Making my environment safe',
    hint: 'What I can remove or lock away, and who can help me do it.',
  },
] as const;
export type SafetyPlanSection = (typeof SAFETY_PLAN_SECTIONS)[number]['id'];
export type SafetyPlan = Record<SafetyPlanSection, string>;
export const SAFETY_PLAN_MAX = 2000;
export const emptySafetyPlan = (): SafetyPlan => ({
  warningSigns: '',
  copingStrategies: '',
  placesAndPeople: '',
  peopleToAsk: '',
  professionals: '',
  safeEnvironment: '',
});

/** Daily wellness habits ticked off on the Wellness tab. */
export const WELLNESS_HABITS = [
  { id: 'sleep', label: 'Slept 7+ hours', emoji: '😴' },
  { id: 'water', label: 'Drank enough water', emoji: '💧' },
  { id: 'movement', label: 'Moved my body', emoji: '🚶' },
  { id: 'meals', label: 'Ate regular meals', emoji: '🍎' },
  { id: 'connection', label: 'Connected with someone', emoji: '🤝' },
] as const;
export type WellnessHabit = (typeof WELLNESS_HABITS)[number]['id'];

/** Meditation presets, in minutes (docs/product.md, Meditation). */
export const MEDITATION_PRESETS = [5, 10, 15, 20] as const;

export const JOURNAL_MAX = 10_000;
