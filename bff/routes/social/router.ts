import { newRouter } from '../newRouter';
import type { z } from 'zod';
import { requireUser, signedIn } from '../../auth/currentUser';
import { idempotencyHeadersSchema, idParamsSchema } from '../../../contract/common/schemas';
import {
  commentsQuerySchema,
  feedQuerySchema,
  newCommentSchema,
  newPostSchema,
  reactionSchema,
  reportSchema,
} from '../../../contract/social/schemas';
import { postNotFound } from '../../errors';
import { idempotent } from '../../middleware/idempotent';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { IdempotencyService } from '../../services/idempotency';
import type { SocialService } from '../../services/social';

/** A post addressed by id: a malformed id is a post that does not exist (404). */
const post = <S extends { body?: z.ZodType; headers?: z.ZodType }>(schemas: S = {} as S) =>
  validate(
    {
      params: idParamsSchema,
      body: schemas.body as S['body'],
      headers: schemas.headers as S['headers'],
    },
    { notFound: postNotFound },
  );

/**
 * The community feed: posts, reactions, comments, deletion and reports (docs/product.md,
 * Community).
 */
export function socialRouter(
  social: SocialService,
  limits: RateLimits,
  idempotency: IdempotencyService,
) {
  const router = newRouter('/api/social/posts');
  router.use(signedIn);

  router.get('/', validate({ query: feedQuerySchema }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await social.feed(requireUser(ctx), ctx.state.input.query);
  });

  router.post(
    '/',
    validate({ body: newPostSchema, headers: idempotencyHeadersSchema }),
    idempotent(idempotency),
    limitPerPerson(limits, 'posts_hour', 'posts_3h'),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = { post: await social.create(requireUser(ctx), ctx.state.input.body) };
    },
  );

  router.get('/:id', post(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { post: await social.post(requireUser(ctx), ctx.state.input.params.id) };
  });

  router.delete('/:id', post(), async (ctx) => {
    await social.remove(requireUser(ctx), ctx.state.input.params.id);
    ctx.body = { success: true };
  });

  router.post(
    '/:id/like',
    post({ body: reactionSchema }),
    limitPerPerson(limits, 'reactions'),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = await social.react(requireUser(ctx), params.id, body.reaction);
    },
  );

  router.get('/:id/likes', post(), async (ctx) => {
    ctx.body = { likes: await social.reactors(requireUser(ctx), ctx.state.input.params.id) };
  });

  router.get(
    '/:id/comments',
    validate({ params: idParamsSchema, query: commentsQuerySchema }, { notFound: postNotFound }),
    async (ctx) => {
      const { params, query } = ctx.state.input;
      ctx.body = await social.comments(requireUser(ctx), params.id, query);
    },
  );

  router.post(
    '/:id/comments',
    post({ body: newCommentSchema, headers: idempotencyHeadersSchema }),
    idempotent(idempotency),
    limitPerPerson(limits, 'comments'),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.status = 201;
      ctx.body = await social.addComment(requireUser(ctx), params.id, body.content);
    },
  );

  router.post(
    '/:id/report',
    post({ body: reportSchema }),
    limitPerPerson(limits, 'reports'),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await social.report(requireUser(ctx), params.id, body.reason);
      ctx.status = 201;
      ctx.body = { success: true };
    },
  );

  return router;
}
