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
import { isHydrating, onceHydrated } from '../prerender/page';

/** What a store read needs of a zustand store. */
export type ReadableStore<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>;

const noSubscription = () => () => {};
const nothing = () => undefined;
const increment = (n: number) => n + 1;
const whole = <S>(state: S) => state;

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
  // Fixed for the component's life: the first state it was drawn with, when it was hydrated.
  const [first] = useState(() => (isHydrating() ? { state: api.getInitialState() } : null));
  const [live, setLive] = useState(false);
  const [, redraw] = useReducer(increment, 0);

  const current = useCallback(() => selector(api.getState()), [api, selector]);
  const initial = useCallback(() => selector(api.getInitialState()), [api, selector]);
  // A hydrated component never reads through useSyncExternalStore: a store changing while React
  // draws such a component in slices would make React draw all of them again at once.
  const fromStore = useSyncExternalStore(
    first ? noSubscription : api.subscribe,
    first ? nothing : current,
    first ? nothing : initial,
  );
  const value = !first ? (fromStore as U) : live ? selector(api.getState()) : selector(first.state);

  const drawn = useRef(value);
  const reader = useRef(selector);
  useLayoutEffect(() => {
    drawn.current = value;
    reader.current = selector;
  });

  useEffect(() => (first ? onceHydrated(() => setLive(true)) : undefined), [first]);

  useLayoutEffect(() => {
    if (!first || !live) return;
    const follow = () => {
      if (!Object.is(reader.current(api.getState()), drawn.current)) redraw();
    };
    // What changed while the transition was being drawn.
    follow();
    return api.subscribe(follow);
  }, [api, first, live]);

  return value;
}
