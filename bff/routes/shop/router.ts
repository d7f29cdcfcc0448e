import { newRouter } from '../newRouter';
import type { ShopInterest } from '../../../contract/shop';
import { requireUser, signedIn } from '../../auth/currentUser';
import type { ShopService } from '../../services/shop';

/** The Store (docs/product.md, Store): 'Notify me when the store opens', recorded once. */
export function shopRouter(shop: ShopService) {
  const router = newRouter('/api/store');

  router.get('/interest', signedIn, async (ctx) => {
    const answer: ShopInterest = { interested: await shop.interested(requireUser(ctx).id) };
    ctx.body = answer;
  });

  router.post('/interest', signedIn, async (ctx) => {
    ctx.status = (await shop.notifyMe(requireUser(ctx).id)) ? 201 : 200;
    const answer: ShopInterest = { interested: true };
    ctx.body = answer;
  });

  return router;
}
