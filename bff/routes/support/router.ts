import { newRouter } from '../newRouter';
import { idParamsSchema } from '../../../contract/common/schemas';
import { supportRequestSchema } from '../../../contract/support/schemas';
import { requireUser, signedIn } from '../../auth/currentUser';
import { supportRequestNotFound } from '../../errors';
import { checkFirst } from '../../middleware/checkFirst';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { SupportService } from '../../services/support';

/**
 * 'Request Peer Support' (docs/product.md, Peer support requests): ask, see one's own request,
 * close it; peers see and answer.
 */
export function supportRouter(support: SupportService, limits: RateLimits) {
  const router = newRouter('/api/support-requests');
  const byId = validate({ params: idParamsSchema }, { notFound: supportRequestNotFound });

  router.get('/mine', signedIn, async (ctx) => {
    ctx.body = { request: await support.mine(requireUser(ctx).id) };
  });

  router.get('/incoming', signedIn, async (ctx) => {
    ctx.body = { requests: await support.incoming(requireUser(ctx).id) };
  });

  router.post(
    '/',
    signedIn,
    validate({ body: supportRequestSchema }),
    // Refusals (no profile, messages off, one already open) do not use up the day's three.
    checkFirst(support.assertMayAsk),
    limitPerPerson(limits, 'support_requests'),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = { request: await support.create(requireUser(ctx), ctx.state.input.body.message) };
    },
  );

  router.post('/:id/close', signedIn, byId, async (ctx) => {
    ctx.body = { request: await support.close(requireUser(ctx).id, ctx.state.input.params.id) };
  });

  router.post('/:id/respond', signedIn, byId, async (ctx) => {
    ctx.body = await support.respond(requireUser(ctx), ctx.state.input.params.id);
  });

  return router;
}
