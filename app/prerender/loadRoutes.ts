import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the routes `pathname` draws before a router starts, so a prerendered page's
 * tree is complete at hydration (a route still loading would draw nothing there, and React would
 * throw the prerendered HTML away).
 */
export async function loadRoutesOf(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
