import { newRouter } from '../newRouter';
import type { Connection } from 'mongoose';
import { databaseAnswers } from '../../db/connect';
import type { DatabaseStatus } from '../../db/supervisor';

/**
 * GET /api/health: whether this process and its database answer. While the embedded engine
 * restarts (status from its supervisor) it answers 503 'restarting' at once, without a ping.
 */
export function healthRouter(conn: Connection, engine: string, status?: DatabaseStatus) {
  const router = newRouter();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (status && !status.up) {
      ctx.status = 503;
      ctx.body = {
        status: 'degraded',
        database: 'restarting',
        engine,
        error: 'The database is restarting. Please try again in a moment.',
      };
      return;
    }
    const up = await databaseAnswers(conn);
    ctx.status = up ? 200 : 503;
    ctx.body = up
      ? { status: 'ok', database: 'up', engine }
      : { status: 'degraded', database: 'down', engine, error: 'The database is not answering.' };
  });
  return router;
}
