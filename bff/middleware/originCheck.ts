import { selfOrigin } from '../selfOrigin';
import type { Middleware } from 'koa';
import { forbidden } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers always send
 * Origin on cross-site POSTs; requests without one (server-to-server, tests) are not cross-site.
 */
export function originCheck(publicUrl: string | undefined): Middleware {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (ctx, next) => {
    if (!SAFE.has(ctx.method)) {
      const origin = ctx.get('Origin');
      const expected = allowed ?? selfOrigin(ctx);
      if (origin && origin !== 'null' && origin !== expected) {
        throw forbidden(
          'This request came from another site and was refused.',
          'cross_site_request',
        );
      }
      if (origin === 'null' || (!origin && ctx.get('Sec-Fetch-Site') === 'cross-site')) {
        throw forbidden(
          'This request came from another site and was refused.',
          'cross_site_request',
        );
      }
    }
    await next();
  };
}
