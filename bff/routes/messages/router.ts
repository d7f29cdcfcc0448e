import { newRouter } from '../newRouter';
import { requireUser, signedIn } from '../../auth/currentUser';
import { idempotencyHeadersSchema } from '../../../contract/common/schemas';
import {
  conversationQuerySchema,
  messageParamsSchema,
  messageReactionSchema,
  newMessageSchema,
  otherUserParamsSchema,
  typingSchema,
} from '../../../contract/messages/schemas';
import { reportSchema } from '../../../contract/social/schemas';
import { messageNotFound, personNotFound } from '../../errors';
import { idempotent } from '../../middleware/idempotent';
import { appOnly } from '../../middleware/fetchMetadata';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { IdempotencyService } from '../../services/idempotency';
import type { MessageService } from '../../services/messages';

/** Direct messages (docs/product.md, Messages; calls GET/POST /api/messages/...). */
export function messagesRouter(
  messages: MessageService,
  limits: RateLimits,
  idempotency: IdempotencyService,
) {
  const router = newRouter('/api/messages');
  router.use(signedIn);

  router.get('/threads', async (ctx) => {
    ctx.body = { threads: await messages.threads(requireUser(ctx)) };
  });

  // Reading a conversation marks it read: only the app's own request may
  // (bff/middleware/fetchMetadata.ts).
  router.get(
    '/thread/:otherUserId',
    appOnly,
    validate(
      { params: otherUserParamsSchema, query: conversationQuerySchema },
      { notFound: personNotFound },
    ),
    async (ctx) => {
      const { params, query } = ctx.state.input;
      ctx.body = await messages.conversation(requireUser(ctx), params.otherUserId, query);
    },
  );

  router.post(
    '/send',
    validate({ body: newMessageSchema, headers: idempotencyHeadersSchema }),
    idempotent(idempotency),
    limitPerPerson(limits, 'messages'),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = { message: await messages.send(requireUser(ctx), ctx.state.input.body) };
    },
  );

  router.post(
    '/typing',
    validate({ body: typingSchema }),
    limitPerPerson(limits, 'typing'),
    async (ctx) => {
      await messages.typing(requireUser(ctx), ctx.state.input.body.recipient_user_id);
      ctx.status = 204;
    },
  );

  router.post(
    '/:id/reactions',
    validate(
      { params: messageParamsSchema, body: messageReactionSchema },
      { notFound: messageNotFound },
    ),
    limitPerPerson(limits, 'reactions'),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = await messages.react(requireUser(ctx), params.id, body.emoji);
    },
  );

  router.post(
    '/:id/report',
    validate({ params: messageParamsSchema, body: reportSchema }, { notFound: messageNotFound }),
    limitPerPerson(limits, 'reports'),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      await messages.report(requireUser(ctx), params.id, body.reason);
      ctx.status = 201;
      ctx.body = { success: true };
    },
  );

  return router;
}
