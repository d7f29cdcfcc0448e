import { PRERENDERED_PATHS, type PrerenderedPage } from '../../contract/pages/prerendered';

/**
 * Which prerendered page this document arrived with (contract/pages/prerendered.ts). Until the
 * session has been checked, the routes of that page show what was prerendered rather than
 * 'Loading...', so hydration finds the same tree (app/routes/RootRoute.tsx, guards.tsx).
 */
let current: PrerenderedPage | null = null;

/** Set once at start, by the browser (from the root element) or the build (what it renders). */
export function setPrerenderedPage(page: PrerenderedPage | null): void {
  current = page;
}

/**
 * True when `pathname` is the prerendered page this document arrived with: its routes draw at
 * once while the session is still being checked (the guards act when it has been).
 */
export function drawsBeforeSession(pathname: string): boolean {
  return current !== null && PRERENDERED_PATHS[current] === pathname;
}
