import { newRouter } from '../newRouter';
import { requireUser, signedIn } from '../../auth/currentUser';
import { idParamsSchema } from '../../../contract/common/schemas';
import { reportSchema } from '../../../contract/social/schemas';
import { personNotFound } from '../../errors';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { BlockService } from '../../services/blocks';
import type { PersonReportService } from '../../services/personReports';

const person = validate({ params: idParamsSchema }, { notFound: personNotFound });

/** Blocking and reporting people (docs/privacy-and-moderation.md, Blocking). */
export function usersRouter(
  blocks: BlockService,
  reports: PersonReportService,
  limits: RateLimits,
) {
  const router = newRouter('/api/users');
  router.get('/blocked', signedIn, async (ctx) => {
    ctx.body = { blocked: await blocks.list(requireUser(ctx).id) };
  });

  router.post('/:id/block', signedIn, person, async (ctx) => {
    await blocks.block(requireUser(ctx).id, ctx.state.input.params.id.toLowerCase());
    ctx.body = { success: true };
  });

  router.delete('/:id/block', signedIn, person, async (ctx) => {
    await blocks.unblock(requireUser(ctx).id, ctx.state.input.params.id.toLowerCase());
    ctx.body = { success: true };
  });

  router.post(
    '/:id/report',
    signedIn,
    validate({ params: idParamsSchema, body: reportSchema }, { notFound: personNotFound }),
    limitPerPerson(limits, 'reports'),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await reports.report(requireUser(ctx), params.id, body.reason);
      ctx.status = 201;
      ctx.body = { success: true };
    },
  );

  return router;
}
