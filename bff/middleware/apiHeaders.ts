import type { Middleware } from 'koa';

/**
 * Every API answer (success, error, redirect) is personal or short-lived: no browser, proxy or
 * CDN may keep a copy (`Cache-Control: no-store`). Set after the handlers ran, so no route can
 * forget it and none can weaken it.
 */
export function noStoreApi(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    }
  };
}
