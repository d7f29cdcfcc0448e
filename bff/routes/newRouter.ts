import Router from '@koa/router';
import type { AuthState } from '../auth/currentUser';

/**
 * Every router of the BFF: it matches a path only in the letter case its routes are declared in,
 * so each route has one spelling (bff/middleware/oneSpelling.ts refuses trailing slashes and
 * other-case prefixes before routing). A GET route also answers HEAD, with the same steps.
 */
export const newRouter = <State = AuthState>(prefix?: string) =>
  new Router<State>({ prefix, sensitive: true });
