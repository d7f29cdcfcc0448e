/**
 * Display names (docs/decisions.md, Profile): the only name others ever see. The identity
 * provider's name is never a fallback; a blank name shows as this.
 */
export const ANONYMOUS_NAME = 'Anonymous User';

/** What others see for a saved display name: the name, or 'Anonymous User' when it is blank. */
export const shownName = (displayName: string | null | undefined) =>
  displayName?.trim() || ANONYMOUS_NAME;
