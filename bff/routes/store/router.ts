import Router from '@koa/router';
import { requireUser, signedIn, type AuthState } from '../../auth/currentUser';
import type { StoreService } from '../../services/store';

/** The Store (docs/product.md, Store): 'Notify me when the store opens', recorded once. */
export function storeRouter(store: StoreService) {
  const router = new Router<AuthState>({ prefix: '/api/store' });

  router.get('/interest', signedIn, async (ctx) => {
    ctx.body = { interested: await store.interested(requireUser(ctx).id) };
  });

  router.post('/interest', signedIn, async (ctx) => {
    ctx.status = (await store.notifyMe(requireUser(ctx).id)) ? 201 : 200;
    ctx.body = { interested: true };
  });

  return router;
}
