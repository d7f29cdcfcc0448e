import type { Context, Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors';
import type { SessionService } from '../services/sessions';
import type { SignedInUser } from '../viewer';

export const SESSION_COOKIE = 'sid';

export interface AuthState {
  user?: SignedInUser;
}

/** Reads the session cookie and puts the signed-in user, if any, on ctx.state.user. */
export function loadUser(sessions: SessionService): Middleware<AuthState> {
  return async (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const user = await sessions.userForToken(token);
      if (user) ctx.state.user = user;
      else ctx.cookies.set(SESSION_COOKIE, null);
    }
    await next();
  };
}

/** The auth step of a route chain: 401 before any input is read when nobody is signed in. */
export const signedIn: Middleware<AuthState> = async (ctx, next) => {
  if (!ctx.state.user) throw unauthorized();
  await next();
};

/**
 * The auth step of every admin route: 401 for visitors, 403 for anyone not in ADMIN_EMAILS,
 * whatever the client shows (the session decides `is_admin`, bff/services/sessions.ts).
 */
export const requireAdmin: Middleware<AuthState> = async (ctx, next) => {
  if (!ctx.state.user) throw unauthorized();
  if (!ctx.state.user.is_admin)
    throw forbidden('Access Restricted: This area is for administrators only.', 'admin_only');
  await next();
};

/** The signed-in user, or a 401. */
export function requireUser(ctx: Context): SignedInUser {
  const user = (ctx.state as AuthState).user;
  if (!user) throw unauthorized();
  return user;
}
