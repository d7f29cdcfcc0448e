import { startTransition } from 'react';
import {
  PRERENDERED_PATHS,
  type PrerenderedPage,
  type SessionPage,
  type SessionPageAnswers,
} from '../../contract/pages/prerendered';

/**
 * Which prerendered page this document arrived with (contract/pages/prerendered.ts). Until the
 * session has been checked, the routes of that page show what was prerendered rather than
 * 'Loading...', so hydration finds the same tree (app/routes/RootRoute.tsx, guards.tsx).
 */
let current: PrerenderedPage | null = null;

/** Settles once React has committed the hydrated page; at once where nothing is hydrated. */
let hydrated: Promise<void> = Promise.resolve();
let markCommitted: () => void = () => {};
/** From the moment a prerendered page is chosen until React has committed it. */
let hydrating = false;

/** Set once at start, by the browser (from the root element) or the build (what it renders). */
export function setPrerenderedPage(page: PrerenderedPage | null): void {
  current = page;
  markCommitted();
  hydrating = page !== null;
  if (page) hydrated = new Promise((resolve) => (markCommitted = resolve));
  else hydrated = Promise.resolve();
}

/** Called by the app's root once a commit has happened: the prerendered page is the app's now. */
export function hydrationCommitted(): void {
  hydrating = false;
  markCommitted();
}

/**
 * Draws `update` as a transition once the page has been hydrated: what changed meanwhile comes in
 * slices React can pause for a tap, not in one task (docs/performance.md, The main thread).
 * Returns what calls it off (a component gone before then).
 */
export function transitionOnceHydrated(update: () => void): () => void {
  let wanted = true;
  void hydrated.then(() => {
    if (wanted) startTransition(update);
  });
  return () => {
    wanted = false;
  };
}

/**
 * True while the page React draws is the prerendered one, not yet committed: what a component
 * draws now must be what the server drew (app/stores/useStoreRead.ts, useHydrated.ts). One flag
 * for the whole page, cleared at the root's first commit: a Suspense boundary in the server's HTML
 * hydrated after that would find it false. No prerendered page has one (the boundaries of the
 * signed-in layout draw nothing on the server); a page that does must keep the flag per boundary.
 */
export function isHydrating(): boolean {
  return hydrating;
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

/** What a store does with the answers a session page was drawn with, and how it lets them go. */
export interface SessionPageStarter {
  start: (answers: SessionPageAnswers) => void;
  forget: () => void;
}

const starters = new Map<SessionPage, SessionPageStarter[]>();

/**
 * A store says how it starts from a session page's answers (app/prerender/sessionAnswers.ts): the
 * store registers itself, so what starts the app carries none of the stores of those pages.
 */
export function startsFromSessionPage(page: SessionPage, starter: SessionPageStarter): void {
  starters.set(page, [...(starters.get(page) ?? []), starter]);
}

/** The stores registered for `page`, once its routes' code has loaded. */
export function sessionPageStarters(page: SessionPage): readonly SessionPageStarter[] {
  return starters.get(page) ?? [];
}

/** When the page being drawn (or hydrated) was drawn by the server; null on any other page. */
let drawnAt: Date | null = null;

/** The moment relative times are drawn for until the page is the app's (app/pages/SocialPage.tsx). */
export function pageDrawnAt(): Date | null {
  return drawnAt;
}

export function setPageDrawnAt(at: Date | null): void {
  drawnAt = at;
}
