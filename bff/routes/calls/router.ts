import {
  callParamsSchema,
  callSignalSchema,
  endCallQuerySchema,
  startCallSchema,
} from '../../../contract/calls/schemas';
import { requireUser, signedIn } from '../../auth/currentUser';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import { callNotFound, type CallService } from '../../services/calls';
import { newRouter } from '../newRouter';

/**
 * Calls (docs/product.md, Calls): start, answer, decline, hang up, and the WebRTC signalling
 * relayed to the other person. Where a call stands reaches both people as the live event `call`.
 */
export function callsRouter(calls: CallService, limits: RateLimits) {
  const router = newRouter('/api/calls');
  const byId = validate({ params: callParamsSchema }, { notFound: callNotFound });

  router.get('/config', signedIn, (ctx) => {
    ctx.body = calls.config(requireUser(ctx));
  });
  router.get('/current', signedIn, async (ctx) => {
    ctx.body = { call: await calls.current(requireUser(ctx)) };
  });
  router.post(
    '/start',
    signedIn,
    validate({ body: startCallSchema }),
    // A call rings a person like a message reaches them: the messages limit counts both.
    limitPerPerson(limits, 'messages'),
    limitPerPerson(limits, 'call_starts'),
    async (ctx) => {
      const { recipient_user_id, call_type } = ctx.state.input.body;
      ctx.status = 201;
      ctx.body = { call_id: await calls.start(requireUser(ctx), recipient_user_id, call_type) };
    },
  );
  router.get('/:id', signedIn, byId, async (ctx) => {
    ctx.body = { call: await calls.get(requireUser(ctx), ctx.state.input.params.id) };
  });
  for (const action of ['accept', 'decline'] as const)
    router.post(`/:id/${action}`, signedIn, byId, async (ctx) => {
      ctx.body = { call: await calls[action](requireUser(ctx), ctx.state.input.params.id) };
    });
  const ending = validate(
    { params: callParamsSchema, query: endCallQuerySchema },
    { notFound: callNotFound },
  );
  router.post('/:id/end', signedIn, ending, async (ctx) => {
    const { params, query } = ctx.state.input;
    ctx.body = { call: await calls.end(requireUser(ctx), params.id, query.reason === 'failed') };
  });
  const signal = validate(
    { params: callParamsSchema, body: callSignalSchema },
    { notFound: callNotFound },
  );
  router.post(
    '/:id/signal',
    signedIn,
    signal,
    // Each signal reaches the other person's live stream: one person may not flood it.
    limitPerPerson(limits, 'call_signals'),
    async (ctx) => {
      await calls.signal(requireUser(ctx), ctx.state.input.params.id, ctx.state.input.body);
      ctx.body = { success: true };
    },
  );
  return router;
}
