import type { Middleware } from 'koa';
import { notFound } from '../errors';

/** The prefixes the routers answer, in the one spelling they are declared in. */
const ROUTED_ANY_CASE = /^\/(api|dev-idp|media)(\/|$)/i;
const ROUTED = /^\/(api|dev-idp|media)(\/|$)/;

/**
 * One spelling per route. The routers match letter case exactly (`sensitive`, see
 * bff/routes/newRouter.ts); before them, this refuses the spellings other middleware would read
 * differently from the router: another case of the prefix, a trailing slash, an empty segment.
 * Every check keyed on a path (rate limits, the session lookup, the database gate) then sees the
 * path its route sees.
 */
export function oneSpelling(): Middleware {
  return async (ctx, next) => {
    const path = ctx.path;
    if (
      ROUTED_ANY_CASE.test(path) &&
      (!ROUTED.test(path) || path.endsWith('/') || path.includes('//'))
    ) {
      throw notFound(`No such API route: ${ctx.method} ${path}`, 'route_not_found');
    }
    await next();
  };
}
