/**
 * The app itself: loaded by app/main.tsx at once on every page but the landing, and on the landing
 * when the person begins to use it. Draws the app, or hydrates the prerendered page it arrived in.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import { PRERENDERED_PATHS, isPrerenderedPage, isSessionPage } from '../contract/pages/prerendered';
import { loadRoutesOf } from './prerender/loadRoutes';
import { dropHeldTap, replayHeldTap } from './prerender/heldTap';
import { setPrerenderedPage, whenHydrated } from './prerender/page';
import {
  forgetSessionAnswers,
  readSessionAnswers,
  showSessionAnswers,
} from './prerender/sessionAnswers';
import { createAppRouter, routes } from './routes/router';
import { useSessionStore } from './stores/sessionStore';

const container = document.getElementById('root')!;
const marked = container.dataset.prerendered;
// A page the server drew for this person (Community) holds who they are and their first answers:
// the stores start from them, as the server's renderer did (app/prerender/sessionAnswers.ts).
const answers = isSessionPage(marked) ? readSessionAnswers() : null;
if (isSessionPage(marked) && answers) showSessionAnswers(marked, answers);
// Otherwise ask who is signed in now, while React renders its first frame, not after it: the root
// route's load() shares this request (sessionStore: one in-flight check).
else void useSessionStore.getState().load();

async function start(): Promise<void> {
  const page = isPrerenderedPage(marked) ? marked : null;
  // A session page without its answers cannot be hydrated as drawn: the app draws afresh.
  const hydratable = page !== null && (!isSessionPage(page) || answers !== null);
  if (page && hydratable && PRERENDERED_PATHS[page] === window.location.pathname) {
    setPrerenderedPage(page);
    try {
      await loadRoutesOf(routes, window.location.pathname);
    } catch (err) {
      // A route's code did not arrive: the page drawn below, whose router asks for it again,
      // shows the route's error screen with its retry; the prerendered screen stays till then.
      console.error('prerendered page: its routes did not load', err);
      setPrerenderedPage(null);
      renderFresh();
      return;
    }
    const app = appTree();
    // Hydration as a transition too: React yields to the browser between pieces of the page
    // instead of holding the main thread (and the person's first tap) until all of it is done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    void whenHydrated().then(() => {
      // The stores' first state was this page's answers; the page is the app's now.
      forgetSessionAnswers();
      // A tap the page held while it waited for the app (app/prerender/heldTap.ts) does its work now.
      replayHeldTap();
    });
    return;
  }
  renderFresh();
}

/** The app with its router, the same tree whether it hydrates or draws itself. */
function appTree() {
  return (
    <AppRoot>
      <RouterProvider router={createAppRouter()} />
    </AppRoot>
  );
}

function renderFresh(): void {
  // Whatever the server drew is replaced: a tap held on it has nothing left to do, and the app's
  // own buttons must not be held (app/prerender/heldTap.ts).
  dropHeldTap();
  const app = appTree();
  // The first render is a transition: React yields to the browser every few milliseconds instead
  // of holding the main thread until the whole screen is drawn (what the phone's tap waits for).
  startTransition(() => {
    createRoot(container).render(app);
  });
}

void start();
