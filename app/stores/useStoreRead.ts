import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { StoreApi } from 'zustand';
import { isHydrating, transitionOnceHydrated } from '../prerender/page';

/** What a store read needs of a zustand store. */
export type ReadableStore<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>;

const noSubscription = () => () => {};
const nothing = () => undefined;
const increment = (n: number) => n + 1;
const whole = <S>(state: S) => state;

/** What a person does (React draws the updates made in these at once). */
const USER_EVENTS = new Set([
  'click',
  'auxclick',
  'contextmenu',
  'dblclick',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'beforeinput',
  'input',
  'change',
  'submit',
  'focusin',
  'focusout',
  'paste',
  'cut',
  'drop',
]);

/**
 * Whether the browser is dispatching a person's event now (a tap, a key). Not any event: React's
 * own scheduler runs its work in 'message' events, where window.event is set too.
 */
const isUserEvent = () =>
  typeof window !== 'undefined' && USER_EVENTS.has(window.event?.type ?? '');

/**
 * Reads `selector`'s slice of a zustand store (the whole state without one) as zustand's own hook
 * does (useSyncExternalStore), except in a component first drawn as part of a prerendered page
 * React hydrates (app/prerender/page.ts).
 *
 * Such a component draws the store's first state (what the server drew) until the page is
 * hydrated, then the store's state as a transition: React draws it in slices between which the
 * browser can answer a tap. Through useSyncExternalStore, a store holding something else than the
 * drawn page once it is hydrated (the session checked, a page's answers loading) makes React draw
 * the page again from the root at once, in one task that held a slow phone's main thread for a
 * quarter of a second (docs/performance.md, The main thread). After that, it follows the store
 * for its whole life: it draws again when its slice changes, as any other reader does.
 */
export function useStoreRead<S, U = S>(
  api: ReadableStore<S>,
  selector: (state: S) => U = whole as (state: S) => U,
): U {
  // Fixed for the component's life: the state the server drew it with, when it was hydrated.
  const [hydratedWith] = useState(() => (isHydrating() ? { state: api.getInitialState() } : null));
  const [live, setLive] = useState(false);
  const [, redraw] = useReducer(increment, 0);

  const current = useCallback(() => selector(api.getState()), [api, selector]);
  const initial = useCallback(() => selector(api.getInitialState()), [api, selector]);
  // A hydrated component never reads through useSyncExternalStore: a store changing while React
  // draws such a component in slices would make React draw all of them again at once.
  const fromStore = useSyncExternalStore(
    hydratedWith ? noSubscription : api.subscribe,
    hydratedWith ? nothing : current,
    hydratedWith ? nothing : initial,
  );
  const value = !hydratedWith
    ? (fromStore as U)
    : live
      ? selector(api.getState())
      : selector(hydratedWith.state);

  const drawn = useRef(value);
  const reader = useRef(selector);
  useLayoutEffect(() => {
    if (!hydratedWith) return;
    drawn.current = value;
    reader.current = selector;
  });

  useEffect(() => {
    if (!hydratedWith || live) return;
    const stop = transitionOnceHydrated(() => setLive(true));
    // A change the person made (a tap's handler, a held tap replayed) is drawn at once, as React
    // draws any update made in a user's event; what arrives otherwise (the session's answer, a
    // page's listings) waits for the transition.
    const unsubscribe = api.subscribe(() => {
      if (isUserEvent()) setLive(true);
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [api, hydratedWith, live]);

  useLayoutEffect(() => {
    if (!hydratedWith || !live) return;
    const follow = () => {
      if (!Object.is(reader.current(api.getState()), drawn.current)) redraw();
    };
    // What changed while the transition was being drawn.
    follow();
    return api.subscribe(follow);
  }, [api, hydratedWith, live]);

  return value;
}
