import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * A route's `lazy` that loads one named export of a module as the route's Component, so a screen
 * and what only it uses (MUI pieces, the signed-in layout) leave the landing page's bundle.
 * `render` draws the loaded export inside guards or with props.
 *
 *   lazy: lazyRoute(() => import('../pages/SocialPage'), 'SocialPage')
 *   lazy: lazyRoute(() => import('../pages/SetupPage'), 'SetupPage', (SetupPage) => (
 *     <SetupGate><SetupPage /></SetupGate>
 *   ))
 */
export function lazyRoute<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): Lazy;
export function lazyRoute<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  render: (loaded: M[K]) => ReactElement,
): Lazy;
export function lazyRoute<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  render?: (loaded: M[K]) => ReactElement,
): Lazy {
  return async () => {
    const loaded = (await load())[name];
    if (!render) return { Component: loaded as ComponentType };
    const Route = () => render(loaded);
    Route.displayName = `LazyRoute(${String(name)})`;
    return { Component: Route };
  };
}
