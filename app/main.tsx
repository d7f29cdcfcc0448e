// The fonts' rules (app/fonts.css), inlined in every page's head by the build.
import './fonts.css';
import type { PrerenderedPage } from '../contract/pages/prerendered';

/**
 * The page's first script, kept to a few lines: it decides when the app (app/start.tsx) starts.
 *
 * The landing is whole without the app: its text, its crisis lines (links), and its sign-in button
 * (a form the server answers) all work as HTML. So a visitor's phone does not parse and run the
 * app until the person begins to use the page, a touch or a key; its code has been fetched
 * meanwhile (the page preloads it, at low priority), so it starts at once. Every other page starts
 * the app now.
 */
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown'] as const;

function startApp(): void {
  import('./start').catch((err: unknown) => {
    // The page stays as the server sent it: the crisis lines are in its HTML, and the landing's
    // sign-in works without the app. Nothing else can be done without the code.
    console.error('the app did not load', err);
  });
}

const landing: PrerenderedPage = 'landing';
if (document.getElementById('root')?.dataset.prerendered === landing) {
  // The server sends a visitor the landing on any route but the callback (bff/static.ts): the
  // address is the landing's at once, as the routes would redirect there anyway.
  if (window.location.pathname !== '/') window.history.replaceState(null, '', '/');
  const begin = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, begin, true);
    startApp();
  };
  for (const type of FIRST_USE)
    window.addEventListener(type, begin, { capture: true, passive: true });
} else {
  startApp();
}
