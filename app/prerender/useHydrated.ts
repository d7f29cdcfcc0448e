import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the build's prerender and while the browser hydrates it, true once the page is the
 * app's (and from the first render on a page that was not prerendered). What cannot be drawn at
 * build time (code loaded on demand, the viewer's calls) waits for it, so hydration finds the
 * prerendered HTML instead of giving the boundary up to a client render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
