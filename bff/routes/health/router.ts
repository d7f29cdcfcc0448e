import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { databaseAnswers } from '../../db/connect';

/** GET /api/health: whether this process and its database answer. */
export function healthRouter(conn: Connection, engine: string) {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const up = await databaseAnswers(conn);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = up ? 200 : 503;
    ctx.body = up
      ? { status: 'ok', database: 'up', engine }
      : { status: 'degraded', database: 'down', engine, error: 'The database is not answering.' };
  });
  return router;
}
