import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { requireUser } from '../auth/currentUser';
import type { IdempotencyService } from '../services/idempotency';

interface IdempotentState {
  input?: { params?: unknown; body?: unknown; headers?: { 'idempotency-key'?: string } };
}

/**
 * A create route's step after signedIn and validate (with idempotencyHeadersSchema): a request
 * carrying `Idempotency-Key` runs once per person and key; a repeat gets the first answer (same
 * status and body, header `Idempotent-Replayed: true`) without running the steps after this one,
 * so a repeat neither creates anything nor counts against a rate limit.
 */
export function idempotent(service: IdempotencyService): Middleware {
  return async (ctx, next) => {
    const input = (ctx.state as IdempotentState).input;
    const key = input?.headers?.['idempotency-key'];
    if (!key) return next();
    const user = requireUser(ctx);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([ctx.method, ctx.path, input?.body ?? null]))
      .digest('base64url');
    const answer = await service.run(user.id, key, fingerprint, async () => {
      await next();
      return { status: ctx.status, body: ctx.body };
    });
    if (answer.replayed) {
      ctx.status = answer.status;
      ctx.body = answer.body;
      ctx.set('Idempotent-Replayed', 'true');
    }
  };
}
