import type { Middleware } from 'koa';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';
import { forbidden } from '../errors';

/**
 * Fetch metadata: browsers say in `Sec-Fetch-Site` who started a request ('same-origin', 'none'
 * for an address typed by the person, 'same-site' or 'cross-site' for another site's page). A page
 * elsewhere can make a signed-in person's browser send a GET with their cookies (a link, an image,
 * a form), and some GETs change things: logout ends the session, reading a conversation marks it
 * read, opening the live events shows the person online.
 */
const siteOf = (get: (name: string) => string) => get('Sec-Fetch-Site').toLowerCase();

const refused = () =>
  forbidden('This request came from another site and was refused.', 'cross_site_request');

/**
 * Refuses every `/api` request another site's page started, whatever its method, except the paths
 * in `openTo` (where the sign-in provider sends the person back). Browsers without fetch metadata
 * pass here; the GETs that change something also need `appOnly`.
 */
export function isolateApi(openTo: readonly string[]): Middleware {
  return async (ctx, next) => {
    const site = siteOf((n) => ctx.get(n));
    if (
      (site === 'cross-site' || site === 'same-site') &&
      ctx.path.toLowerCase().startsWith('/api') &&
      !openTo.includes(ctx.path)
    ) {
      throw refused();
    }
    await next();
  };
}

/**
 * A route step for GETs that change something: only a request the app itself made passes, known
 * by `Sec-Fetch-Site: same-origin` or, from a browser without fetch metadata, by the header the
 * app sends on every call (contract/auth), which no other site's page can send.
 */
export const appOnly: Middleware = async (ctx, next) => {
  const site = siteOf((n) => ctx.get(n));
  const fromApp =
    site === 'same-origin' || (!site && ctx.get(APP_REQUEST_HEADER) === APP_REQUEST_VALUE);
  if (!fromApp) throw refused();
  await next();
};
