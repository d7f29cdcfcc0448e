import { newRouter } from '../newRouter';
import { startCallSchema } from '../../../contract/calls/schemas';
import { requireUser, signedIn } from '../../auth/currentUser';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { CallService } from '../../services/calls';

/** Calls from a conversation (docs/product.md, Calls: POST /api/calls/start -> call_id). */
export function callsRouter(calls: CallService, limits: RateLimits) {
  const router = newRouter('/api/calls');
  router.post(
    '/start',
    signedIn,
    validate({ body: startCallSchema }),
    // A call rings a person like a message reaches them: the messages limit counts both.
    limitPerPerson(limits, 'messages'),
    async (ctx) => {
      const { recipient_user_id, call_type } = ctx.state.input.body;
      ctx.status = 201;
      ctx.body = { call_id: await calls.start(requireUser(ctx), recipient_user_id, call_type) };
    },
  );
  return router;
}
