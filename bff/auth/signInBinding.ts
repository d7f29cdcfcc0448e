import type { Context } from 'koa';
import type { Config } from '../config';
import { hashSecret, newSecret } from '../secrets';

/**
 * Login CSRF defence: the one-time login code is bound to the browser that started sign-in.
 * Starting sign-in (the redirect URL or grant's connect) leaves a random value in a short-lived
 * httpOnly, SameSite=Lax cookie; the callback stores its hash with the login code, and the code
 * exchange (POST /api/sessions) succeeds only with the same cookie. A code obtained in one browser
 * (an attacker's own) cannot sign another browser (a victim's) into that account.
 * In production the cookie is `__Host-` prefixed (Secure, this host only, path /), so a sibling
 * subdomain cannot plant one.
 */
const COOKIE = 'signin_binding';
export const SIGNIN_BINDING_TTL_MS = 10 * 60_000;
const VALUE = /^[A-Za-z0-9_-]{43}$/;

type BindingConfig = Pick<Config, 'nodeEnv'>;

const cookieName = (config: BindingConfig) =>
  config.nodeEnv === 'production' ? `__Host-${COOKIE}` : COOKIE;

const read = (ctx: Context, config: BindingConfig) => {
  const value = ctx.cookies.get(cookieName(config));
  return value && VALUE.test(value) ? value : undefined;
};

/**
 * Starts (or renews) this browser's sign-in binding. A value already there is kept, so two sign-in
 * tabs of one browser both work.
 */
export function startSignInBinding(ctx: Context, config: BindingConfig): void {
  const value = read(ctx, config) ?? newSecret();
  ctx.cookies.set(cookieName(config), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.nodeEnv === 'production',
    path: '/',
    maxAge: SIGNIN_BINDING_TTL_MS,
    overwrite: true,
  });
}

/** The hash of this browser's sign-in binding (what is stored with a login code), if any. */
export function signInBindingHash(ctx: Context, config: BindingConfig): string | undefined {
  const value = read(ctx, config);
  return value ? hashSecret(value) : undefined;
}

/** Ends the binding once its code was exchanged. */
export function endSignInBinding(ctx: Context, config: BindingConfig): void {
  ctx.cookies.set(cookieName(config), null, {
    path: '/',
    secure: config.nodeEnv === 'production',
    overwrite: true,
  });
}
