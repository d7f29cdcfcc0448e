import Router from '@koa/router';
import { requireUser, signedIn, type AuthState } from '../../auth/currentUser';
import type { Models } from '../../models';

/** The Store (spec, Store; issue 14): 'Notify me when the store opens', recorded once. */
export function storeRouter(models: Models) {
  const { StoreInterest } = models;
  const router = new Router<AuthState>({ prefix: '/api/store' });

  router.get('/interest', signedIn, async (ctx) => {
    ctx.body = { interested: (await StoreInterest.exists({ _id: requireUser(ctx).id })) !== null };
  });

  router.post('/interest', signedIn, async (ctx) => {
    const _id = requireUser(ctx).id;
    const already = (await StoreInterest.exists({ _id })) !== null;
    if (!already) {
      try {
        await StoreInterest.create({ _id });
      } catch (err) {
        // Two taps at once: the second finds the first's record.
        if ((err as { code?: number }).code !== 11000) throw err;
      }
    }
    ctx.status = already ? 200 : 201;
    ctx.body = { interested: true };
  });

  return router;
}
