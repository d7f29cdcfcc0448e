import type { Middleware } from 'koa';
import { withBudget, type RequestBudget } from '../db/deadline';
import { requestTimedOut } from '../errors';

/**
 * Every request is answered within ms: past it, a 503 JSON goes out and the request's budget
 * is marked abandoned, which cuts its database work (bff/db/deadline.ts: maxTimeMS on each
 * query, nothing new sent once abandoned). A client that leaves abandons its request too.
 */
export function requestTimeout(ms: number): Middleware {
  return async (ctx, next) => {
    const budget: RequestBudget = { deadline: Date.now() + ms, abandoned: false };
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) budget.abandoned = true;
    });
    let timer: NodeJS.Timeout | undefined;
    const work = withBudget(budget, () => next());
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        budget.abandoned = true;
        reject(requestTimedOut());
      }, ms);
    });
    // What the abandoned work does or throws later is nobody's answer any more.
    work.catch(() => {});
    try {
      await Promise.race([work, limit]);
    } finally {
      clearTimeout(timer);
    }
  };
}
