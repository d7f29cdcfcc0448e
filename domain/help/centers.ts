import { DISTANCE_UNAVAILABLE, HELP_LOCATION_TEXTS, PRIORITY_BADGES } from '../../contract/help';

/** 3 Featured, 2 Premium, others none (docs/product.md, Sponsored treatment centers). */
export const priorityBadge = (level: number): string | null => PRIORITY_BADGES[level] ?? null;

/**
 * The first 3 services, plus '+N more' for the rest (docs/product.md, Sponsored treatment
 * centers).
 */
export function servicesPreview(services: readonly string[], shown = 3) {
  return {
    shown: services.slice(0, shown),
    more: services.length > shown ? `+${services.length - shown} more` : null,
  };
}

export type HelpLocationProblem = keyof typeof HELP_LOCATION_TEXTS;

/**
 * Get Help's location text, followed by ' Distance calculations will not be available.'
 * (docs/product.md, Location for distances).
 */
export const helpLocationText = (problem: HelpLocationProblem): string =>
  `${HELP_LOCATION_TEXTS[problem]}${DISTANCE_UNAVAILABLE}`;
