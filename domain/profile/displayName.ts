/**
 * Display names (docs/decisions.md, Profile): what others see (shownName.ts) and which names can be
 * saved (displayNameProblem.ts). A screen that only shows names imports shownName.ts itself:
 * through this file it would load, with the check, the confusables data (some 30 kB gzipped) into
 * its own chunk, as the map did.
 */
export { ANONYMOUS_NAME, shownName } from './shownName';
export {
  CONTROL_CHARACTERS_MESSAGE,
  NO_LETTER_MESSAGE,
  STAFF_NAME_MESSAGE,
  displayNameProblem,
  suggestedDisplayName,
} from './displayNameProblem';
