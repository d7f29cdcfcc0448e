/**
 * The app itself: loaded and started (`start`) by app/main.tsx at once on every page but the
 * landing, and on the landing when the person begins to use it. Draws the app, or hydrates the
 * prerendered page it arrived in.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppRoot } from './AppRoot';
import {
  PRERENDERED_PATHS,
  isPrerenderedPage,
  isSessionPage,
  type SessionPage,
} from '../contract/pages/prerendered';
import { loadRoutesOf } from './prerender/loadRoutes';
import { nextTask } from './prerender/nextTask';
import { dropHeldTap, replayHeldTap } from './prerender/heldTap';
import { setPrerenderedPage, whenHydrated } from './prerender/page';
import { createAppRouter, routes } from './routes/router';
import { useSessionStore } from './stores/sessionStore';

const container = document.getElementById('root')!;
const marked = container.dataset.prerendered;
// A page the server drew for this person (Community) holds who they are: nothing to ask. Any other
// page asks who is signed in now, while React renders its first frame, not after it: the root
// route's load() shares this request (sessionStore: one in-flight check).
if (!isSessionPage(marked)) void useSessionStore.getState().load();

/**
 * A session page's answers start the stores, as the server's renderer did
 * (app/prerender/sessionAnswers.ts), once its routes' code (the page's stores with it) has loaded;
 * that code comes only with such a page, never the landing's. Returns whether the page can be
 * hydrated as drawn: without its answers (unreadable) the app draws afresh, and its root route asks
 * who is signed in.
 */
async function startFromPageAnswers(page: SessionPage): Promise<boolean> {
  const [{ readSessionAnswers, showSessionAnswers }] = await Promise.all([
    import('./prerender/sessionAnswers'),
    loadRoutesOf(routes, window.location.pathname),
  ]);
  const answers = readSessionAnswers();
  if (answers) showSessionAnswers(page, answers);
  return answers !== null;
}

/**
 * Starts the app: the page's first script calls it once the page's code has been evaluated
 * (app/main.tsx).
 */
export async function start(): Promise<void> {
  // Each step in a task of its own, after the page's code has been evaluated one chunk per task
  // (app/prerender/evaluatePageCode.ts, which ends with a task's pause): the routes' code asked
  // for, the router made, the hydration begun.
  const page = isPrerenderedPage(marked) ? marked : null;
  if (page && PRERENDERED_PATHS[page] === window.location.pathname) {
    try {
      const hydratable = isSessionPage(page)
        ? await startFromPageAnswers(page)
        : await loadRoutesOf(routes, window.location.pathname).then(() => true);
      if (!hydratable) {
        renderFresh();
        return;
      }
      setPrerenderedPage(page);
    } catch (err) {
      // A route's code did not arrive: the page drawn below, whose router asks for it again,
      // shows the route's error screen with its retry; the prerendered screen stays till then.
      console.error('prerendered page: its routes did not load', err);
      setPrerenderedPage(null);
      renderFresh();
      return;
    }
    await nextTask();
    const app = appTree();
    await nextTask();
    // Hydration as a transition too: React yields to the browser between pieces of the page
    // instead of holding the main thread (and the person's first tap) until all of it is done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    void whenHydrated().then(async () => {
      // A tap the page held while it waited for the app (app/prerender/heldTap.ts) does its work now.
      replayHeldTap();
      // The stores' first state was this page's answers; the page is the app's now.
      if (isSessionPage(page))
        (await import('./prerender/sessionAnswers')).forgetSessionAnswers(page);
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
