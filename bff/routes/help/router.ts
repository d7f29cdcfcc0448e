import { newRouter } from '../newRouter';
import { idParamsSchema } from '../../../contract/common/schemas';
import { adQuerySchema, revenueEventSchema } from '../../../contract/help/schemas';
import { requireUser, signedIn } from '../../auth/currentUser';
import { notFound } from '../../errors';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { HelpService } from '../../services/help';

/**
 * Get Help's paid content (docs/product.md, Ads, sponsored centers and revenue): sponsored centers,
 * ads in turn, revenue events booked at the server's values, and the images of both, served from
 * our own origin.
 */
export function helpRouter(help: HelpService, limits: RateLimits) {
  const router = newRouter();

  router.get('/api/sponsored-treatment-centers', signedIn, async (ctx) => {
    ctx.body = { centers: await help.centers() };
  });

  router.get('/api/advertisements', signedIn, validate({ query: adQuerySchema }), async (ctx) => {
    ctx.body = { ad: await help.ad(ctx.state.input.query.placement) };
  });

  router.post(
    '/api/revenue-events',
    signedIn,
    validate({ body: revenueEventSchema }),
    limitPerPerson(limits, 'revenue_events'),
    async (ctx) => {
      const answer = await help.book(requireUser(ctx).id, ctx.state.input.body);
      ctx.status = answer.booked ? 201 : 200;
      ctx.body = answer;
    },
  );

  // Outside /api: an image named by its bytes never changes, so browsers (and the service
  // worker) keep it; it holds nothing private, so it needs no session.
  const noImage = () => notFound('Image not found.', 'media_not_found');
  router.get(
    '/media/:id',
    validate({ params: idParamsSchema }, { notFound: noImage }),
    async (ctx) => {
      const media = await help.media(ctx.state.input.params.id);
      if (!media) throw noImage();
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('X-Content-Type-Options', 'nosniff');
      // An SVG opened on its own must not run anything.
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      ctx.type = media.contentType;
      ctx.body = media.data;
    },
  );

  return router;
}
