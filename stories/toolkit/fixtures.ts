import { addDays } from '../../domain/toolkit/calendar';
import { type SafetyPlan, emptySafetyPlan } from '../../domain/toolkit/content';
import type { UsageByDay } from '../../domain/toolkit/usage';
import type { JournalEntryView } from '../../ui/toolkit/JournalTab';

/** Stories show a fixed moment so they look the same on every review. */
export const NOW = new Date(2026, 2, 15, 10, 30, 0);

/** A month of varied use with check-ins on the last 5 days. */
export function activeUsage(): UsageByDay {
  const usage: UsageByDay = {};
  for (let i = 0; i < 30; i += 1) {
    const day = addDays(NOW, -i);
    usage[day] = {
      journaling: i % 3 === 0 ? 1 : 0,
      breathing: i % 2,
      meditation: i % 4 === 0 ? 1 : 0,
      coping: i % 5 === 0 ? 2 : 0,
      checkin: i < 5 || i % 3 === 1 ? 1 : 0,
    };
  }
  return usage;
}

export const ENTRIES: JournalEntryView[] = [
  {
    id: 'e3',
    content:
      'Went to my Tuesday meeting and shared for the first time. My hands shook but I did it.',
    timestamp: new Date(2026, 2, 15, 9, 10).toISOString(),
    mood: 4,
  },
  {
    id: 'e2',
    content: 'Cravings after work. Called Sam, walked around the block twice.\nIt passed.',
    timestamp: new Date(2026, 2, 14, 19, 45).toISOString(),
    mood: 2,
  },
  {
    id: 'e1',
    content: 'Slept well for once.',
    timestamp: new Date(2026, 2, 12, 7, 5).toISOString(),
    mood: null,
  },
];

export const FILLED_PLAN: SafetyPlan = {
  ...emptySafetyPlan(),
  warningSigns: 'Not sleeping, skipping meals, avoiding calls.',
  copingStrategies: 'Box breathing, a long shower, the 5-4-3-2-1 exercise.',
  placesAndPeople: 'The park by the river; the coffee shop on 3rd.',
  peopleToAsk: 'Sam 555-0100\nMom 555-0123',
  professionals: 'Dr. Lee 555-0199; my sponsor Ana 555-0142',
};
