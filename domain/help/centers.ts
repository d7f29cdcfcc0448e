import { DISTANCE_UNAVAILABLE, HELP_LOCATION_TEXTS, PRIORITY_BADGES } from '../../contract/help';

/** Spec, Get Help: 3 Featured, 2 Premium, others none. */
export const priorityBadge = (level: number): string | null => PRIORITY_BADGES[level] ?? null;

/** Spec, Get Help: the first 3 services, plus '+N more' for the rest. */
export function servicesPreview(services: readonly string[], shown = 3) {
  return {
    shown: services.slice(0, shown),
    more: services.length > shown ? `+${services.length - shown} more` : null,
  };
}

export type HelpLocationProblem = keyof typeof HELP_LOCATION_TEXTS;

/** Spec point 8: Get Help's location text, followed by ' Distance calculations will not be available.' */
export const helpLocationText = (problem: HelpLocationProblem): string =>
  `${HELP_LOCATION_TEXTS[problem]}${DISTANCE_UNAVAILABLE}`;
