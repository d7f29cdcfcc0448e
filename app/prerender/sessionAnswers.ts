import {
  PAGE_ANSWERS_ID,
  type SessionPage,
  type SessionPageAnswers,
} from '../../contract/pages/prerendered';
import { useSessionStore } from '../stores/sessionStore';
import { sessionPageStarters, setPageDrawnAt } from './page';

/**
 * A session page (Community) arrives drawn by the server with the signed-in person's first answers
 * (bff/pages/sessionPage.ts). The same answers start the app: the stores hold them before the first
 * render, in the server's renderer (app/prerender/render.tsx) and in the browser before hydration
 * (app/start.tsx), so both draw the same tree, and the app does not ask for them again. The page's
 * own stores (the feed's) register how they start (`startsFromSessionPage` in ./page.ts) and are
 * there once its routes' code has loaded.
 */

/** Puts a session page's answers in the stores its screen reads, as their loads would have. */
export function showSessionAnswers(page: SessionPage, answers: SessionPageAnswers): void {
  setPageDrawnAt(new Date(answers.rendered_at));
  useSessionStore.getState().showSession(answers.me, answers.profile);
  for (const starter of sessionPageStarters(page)) starter.start(answers);
}

/**
 * The stores' first state is their own again: once the server has drawn the page (before another
 * person's), and once the browser has hydrated it.
 */
export function forgetSessionAnswers(page: SessionPage): void {
  setPageDrawnAt(null);
  useSessionStore.forgetFirstState();
  for (const starter of sessionPageStarters(page)) starter.forget();
}

/**
 * The answers the page arrived with, from its `<script type="application/json">`; null when it has
 * none or they cannot be read (the app then draws afresh and asks for them as on any page).
 */
export function readSessionAnswers(): SessionPageAnswers | null {
  const element = document.getElementById(PAGE_ANSWERS_ID);
  if (!element?.textContent) return null;
  try {
    // Written by our own server into this very page (bff/pages/sessionPage.ts) from the answers of
    // the calls the app would have made; the app reads those answers unchecked as well.
    return JSON.parse(element.textContent) as SessionPageAnswers;
  } catch (err) {
    console.error('the answers in the page could not be read; the app asks for them', err);
    return null;
  }
}
