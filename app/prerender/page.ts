import { PRERENDERED_PATHS, type PrerenderedPage } from '../../contract/pages/prerendered';

/**
 * Which prerendered page this document arrived with (contract/pages/prerendered.ts). Until the
 * session has been checked, the routes of that page show what was prerendered rather than
 * 'Loading...', so hydration finds the same tree (app/routes/RootRoute.tsx, guards.tsx).
 */
let current: PrerenderedPage | null = null;

/** Settles once React has committed the hydrated page; at once where nothing is hydrated. */
let hydrated: Promise<void> = Promise.resolve();
let markCommitted: () => void = () => {};

/** Set once at start, by the browser (from the root element) or the build (what it renders). */
export function setPrerenderedPage(page: PrerenderedPage | null): void {
  current = page;
  markCommitted();
  if (page) hydrated = new Promise((resolve) => (markCommitted = resolve));
  else hydrated = Promise.resolve();
}

/** Called by the app's root once a commit has happened: the prerendered page is the app's now. */
export function hydrationCommitted(): void {
  markCommitted();
}

/**
 * Resolves once the prerendered page has been hydrated (at once when it was not prerendered).
 * The session's answer waits for it (app/stores/sessionStore.ts): a store the page reads changing
 * while React hydrates makes React finish the whole hydration in one uninterrupted task (to keep
 * every component on one value), which on a slow phone held the main thread for most of a second
 * (docs/performance.md, The main thread).
 */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

/**
 * True when `pathname` is the prerendered page this document arrived with: its routes draw at
 * once while the session is still being checked (the guards act when it has been).
 */
export function drawsBeforeSession(pathname: string): boolean {
  return current !== null && PRERENDERED_PATHS[current] === pathname;
}
