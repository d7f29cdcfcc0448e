import { useEffect, useState } from 'react';
import { isHydrating, transitionOnceHydrated } from './page';

/**
 * False in the build's prerender and while the browser hydrates it, true once the page is the
 * app's (and from the first render on a page that was not prerendered). What cannot be drawn at
 * build time (code loaded on demand, the viewer's calls) waits for it, so hydration finds the
 * prerendered HTML instead of giving the boundary up to a client render.
 *
 * It turns true as a transition: through useSyncExternalStore (a server snapshot false, the
 * browser's true), React drew the whole signed-in layout again at once, in one blocking task,
 * right after the hydration (docs/performance.md, The main thread).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isHydrating());
  useEffect(
    () => (hydrated ? undefined : transitionOnceHydrated(() => setHydrated(true))),
    [hydrated],
  );
  return hydrated;
}
