import Router from '@koa/router';
import { requireUser, type AuthState } from '../../auth/currentUser';
import {
  feedQuerySchema,
  newCommentSchema,
  newPostSchema,
  reactionSchema,
  reportSchema,
} from '../../../contract/social/schemas';
import { parseInput } from '../../middleware/validate';
import type { PostService } from '../../services/posts';

const body = (ctx: { request: unknown }) => (ctx.request as { body?: unknown }).body;

/** The community feed: posts, reactions, comments, deletion and reports (spec, Community). */
export function socialRouter(posts: PostService) {
  const router = new Router<AuthState>({ prefix: '/api/social/posts' });

  router.get('/', async (ctx) => {
    const viewer = requireUser(ctx);
    const query = parseInput(feedQuerySchema, { ...ctx.query });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await posts.feed(viewer, query);
  });

  router.post('/', async (ctx) => {
    const viewer = requireUser(ctx);
    const input = parseInput(newPostSchema, body(ctx));
    ctx.status = 201;
    ctx.body = { post: await posts.create(viewer, input) };
  });

  router.delete('/:id', async (ctx) => {
    const viewer = requireUser(ctx);
    await posts.remove(viewer, ctx.params.id!);
    ctx.body = { success: true };
  });

  router.post('/:id/like', async (ctx) => {
    const viewer = requireUser(ctx);
    const { reaction } = parseInput(reactionSchema, body(ctx));
    ctx.body = await posts.react(viewer, ctx.params.id!, reaction);
  });

  router.get('/:id/likes', async (ctx) => {
    const viewer = requireUser(ctx);
    ctx.body = { likes: await posts.reactors(viewer, ctx.params.id!) };
  });

  router.get('/:id/comments', async (ctx) => {
    const viewer = requireUser(ctx);
    ctx.body = { comments: await posts.comments(viewer, ctx.params.id!) };
  });

  router.post('/:id/comments', async (ctx) => {
    const viewer = requireUser(ctx);
    const { content } = parseInput(newCommentSchema, body(ctx));
    ctx.status = 201;
    ctx.body = await posts.addComment(viewer, ctx.params.id!, content);
  });

  router.post('/:id/report', async (ctx) => {
    const viewer = requireUser(ctx);
    const { reason } = parseInput(reportSchema, body(ctx));
    await posts.report(viewer, ctx.params.id!, reason);
    ctx.status = 201;
    ctx.body = { success: true };
  });

  return router;
}
