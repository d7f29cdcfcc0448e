// The fonts' rules (app/fonts.css), inlined in every page's head by the build.
import './fonts.css';
import {
  PAGE_CODE_TEMPLATE_ID,
  isPrerenderedPage,
  type PrerenderedPage,
} from '../contract/pages/prerendered';
import { evaluatePageCode } from './prerender/evaluatePageCode';
import { dropHeldTap, holdTapsUntilHydrated } from './prerender/heldTap';
import { APP_NOT_LOADED, APP_WAITS_FOR_NETWORK } from '../ui/errors/appLoadTexts';
import {
  SIGN_IN_FORM_ID,
  SIGN_IN_LABEL,
  SIGN_IN_LABEL_ATTRIBUTE,
  SIGN_IN_PROGRESS_LABEL,
} from '../ui/landing/signInForm';

/**
 * The page's first script, kept to a few lines: it decides when the app (app/start.tsx) starts.
 *
 * The landing is whole without the app: its text, its crisis lines (links), and its sign-in button
 * (a form the server answers) all work as HTML. So a visitor's phone does not parse and run the
 * app until the person begins to use the page, once their first tap or key has been handled (the
 * app's start then never delays what that tap does: a call, the sign-in); its code has been
 * fetched meanwhile (the page preloads it, at low priority, once it has painted), so it starts at
 * once. Every other page starts the app once its first screen has painted.
 */
const FIRST_USE = ['click', 'keyup'] as const;

/** How long to wait for the browser to report a first paint before going on anyway. */
const PAINT_WAIT_MS = 1000;

/**
 * Runs `then` once the browser reports the page's first paint (paint timing), in a task after it.
 * Where that is not reported (an older browser, a hidden page, which paints nothing) it goes on
 * after two frames or PAINT_WAIT_MS, whichever comes first: the page never waits for good.
 */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(then, 0);
  };
  setTimeout(go, PAINT_WAIT_MS);
  if (document.visibilityState === 'hidden') return go();
  const painted = () => performance.getEntriesByType('paint').length > 0;
  if (painted()) return go();
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      go();
    }).observe({ type: 'paint' });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(go));
  }
}

/**
 * A prerendered page names its code in an inert template (tools/build/prerender.ts,
 * `codeAfterPaint`): moved into the head, its modulepreload links start fetching it, at low
 * priority. The shell has no template; its links are in the head already.
 */
function fetchPageCode(): void {
  const code = document.getElementById(PAGE_CODE_TEMPLATE_ID);
  if (code instanceof HTMLTemplateElement) document.head.append(code.content);
}

/** True once the browser is sending the sign-in form itself: the page is on its way out. */
let leaving = false;

/**
 * The app's code did not arrive (a dropped connection, a flaky network). The page stays as the
 * server sent it: its crisis lines work, and the landing's sign-in too. Below them a line says so
 * with 'Try again', which loads the page afresh; offline, it says the page will load once the
 * connection is back, and does so then. Plain DOM: nothing of the app (React, its theme) is here.
 */
function showLoadFailure(): void {
  const fallback = document.getElementById('crisis-fallback');
  if (fallback?.tagName === 'NOSCRIPT' && fallback.textContent) {
    fallback.insertAdjacentHTML('afterend', fallback.textContent);
  }
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.style.cssText =
    'font:1rem Roboto,Arial,sans-serif;max-width:640px;margin:16px auto;padding:0 16px';
  const reload = () => window.location.reload();
  const retry = document.createElement('button');
  retry.textContent = 'Try again';
  retry.style.cssText = 'font:inherit;min-height:44px;padding:0 16px';
  retry.onclick = reload;
  // What the note says follows the connection: one that drops as the code fails (or after) makes
  // it say the page waits, and the page loads once the connection is back.
  const say = () => {
    if (navigator.onLine) note.replaceChildren(`${APP_NOT_LOADED} `, retry);
    else note.replaceChildren(APP_WAITS_FOR_NETWORK);
  };
  say();
  window.addEventListener('offline', say);
  window.addEventListener('online', reload, { once: true });
  document.getElementById('root')?.after(note);
}

let started = false;

/**
 * Evaluates the code the page names one chunk per task (React, the router, MUI, the app, the
 * page's screen: a phone cannot pause a chunk's evaluation, and together they were its longest
 * task), then starts the app, unless the page began to leave meanwhile (the sign-in form sent):
 * coming back to it starts the app then. An app that does not load or start says so.
 */
function startApp(): void {
  if (leaving || started) return;
  started = true;
  evaluatePageCode()
    .then(() => import('./start'))
    .then(({ start }) => {
      if (leaving) {
        started = false;
        return;
      }
      return start();
    })
    .catch((err: unknown) => {
      console.error('the app did not load', err);
      dropHeldTap();
      showLoadFailure();
    });
}

function showSignInProgress(form: HTMLFormElement, inProgress: boolean): void {
  const button = form.querySelector('button');
  const label = form.querySelector(`[${SIGN_IN_LABEL_ATTRIBUTE}]`);
  if (button) button.disabled = inProgress;
  if (label) label.textContent = inProgress ? SIGN_IN_PROGRESS_LABEL : SIGN_IN_LABEL;
}

const landing: PrerenderedPage = 'landing';
if (document.getElementById('root')?.dataset.prerendered === landing) {
  // The server sends a visitor the landing on any route but the callback (bff/static.ts): the
  // address is the landing's at once, as the routes would redirect there anyway.
  if (window.location.pathname !== '/') window.history.replaceState(null, '', '/');
  const begin = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, begin);
    setTimeout(startApp, 0);
  };
  for (const type of FIRST_USE) window.addEventListener(type, begin, { passive: true });
  afterFirstPaint(fetchPageCode);
  // A first tap on 'Continue with Google' sends the form before the app has started (its own
  // handler would have prevented that): the button says so, as the app's does, and the app is
  // not started on a page that is leaving. Coming back to this page from the browser's history
  // brings the button back and starts the app.
  window.addEventListener('submit', (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    if (event.target.id !== SIGN_IN_FORM_ID) return;
    leaving = true;
    showSignInProgress(event.target, true);
  });
  window.addEventListener('pageshow', (event) => {
    const form = document.getElementById(SIGN_IN_FORM_ID);
    if (!event.persisted || !leaving || !(form instanceof HTMLFormElement)) return;
    leaving = false;
    showSignInProgress(form, false);
    startApp();
  });
} else {
  const go = () => {
    fetchPageCode();
    startApp();
  };
  // A tap on a prerendered button before the app has hydrated it is done once it has
  // (app/prerender/heldTap.ts); the tap starts the app at once, painted or not.
  if (isPrerenderedPage(document.getElementById('root')?.dataset.prerendered)) {
    holdTapsUntilHydrated(go);
  }
  afterFirstPaint(go);
}
