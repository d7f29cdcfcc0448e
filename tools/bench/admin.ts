/**
 * Moderation console benchmark: BENCH_ADMIN_CASES report cases (10,000) in the Reports queue, every
 * other one already dismissed (so a page must skip closed cases as a real queue does), and as many
 * audit entries. Through the BFF as the app calls it, signed in as an admin: the first and a middle
 * page of Reports, the tab counts and the first page of the audit log, each beside a bare read of
 * one case by `_id` in the same run. Figures go to the console and to .cache/bench-admin.json.
 */
import Koa from 'koa';
import { Types } from 'mongoose';
import { createApp } from '../../bff/app';
import { loadConfig } from '../../bff/config';
import { connectDatabase } from '../../bff/db/connect';
import type { RunningEngine } from '../../bff/db/engine';
import { pagedLists } from '../../bff/db/pagedList';
import { engineSeam } from '../../bff/db/seam';
import { silentLogger } from '../../bff/logger';
import { QUEUES } from '../../bff/services/admin/queues';
import { sessionService } from '../../bff/services/sessions';
import { encodeCursor } from '../../bff/services/cursor';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';
import { listen, measure, report, type Figure } from './measure';

const CASES = Number(process.env.BENCH_ADMIN_CASES ?? 10_000);
const BATCH = 500;

export async function runAdminBench(
  engine: RunningEngine,
  connections: readonly number[],
  peak: () => number,
) {
  const db = await connectDatabase(engine.uri, `bench_admin_${Date.now()}`);
  const figures: Figure[] = [];
  try {
    const seam = engineSeam(db.conn, engine.engine);
    const lists = pagedLists(db.conn, seam);
    const { ModerationCase, AuditEntry, ModerationCounts, User } = db.models;
    const admin = await User.create({ sub: 'dev:bench-admin', email: 'admin@example.com' });

    const now = Date.now();
    const cases = Array.from({ length: CASES }, (_, i) => {
      const target = new Types.ObjectId().toHexString();
      const at = new Date(now - (CASES - i) * 60_000);
      return {
        _id: `user:${target}`,
        target_type: 'user' as const,
        target_id: target,
        subject_user_id: target,
        status: i % 2 === 0 ? ('open' as const) : ('dismissed' as const),
        round: 1,
        reporters_count: 1 + (i % 4),
        reasons: ['Harassment', 'Spam', 'Fake profile'].slice(0, 1 + (i % 3)),
        reporter_ids: [],
        first_reported_at: at,
        last_reported_at: at,
      };
    });
    for (let i = 0; i < cases.length; i += BATCH) {
      const batch = cases.slice(i, i + BATCH);
      await lists.appendMany(
        QUEUES.cases,
        batch.map((c) => ({ id: c._id, round: 1 })),
      );
      await ModerationCase.insertMany(batch, { ordered: false });
    }
    const entries = Array.from({ length: CASES }, (_, i) => ({
      _id: new Types.ObjectId(),
      at: new Date(now - (CASES - i) * 60_000),
      moderator_id: String(admin._id),
      moderator_email: 'admin@example.com',
      action: 'report.dismiss' as const,
      target_type: 'user',
      target_id: cases[i]!.target_id,
      target_label: 'A person',
      before: { case: 'open' },
      after: { case: 'dismissed' },
    }));
    for (let i = 0; i < entries.length; i += BATCH) {
      const batch = entries.slice(i, i + BATCH);
      await lists.appendMany(
        QUEUES.audit,
        batch.map((e) => ({ id: String(e._id) })),
      );
      await AuditEntry.insertMany(batch, { ordered: false });
    }
    await ModerationCounts.updateOne(
      { _id: 'counts' },
      { $set: { reports: CASES / 2 } },
      { upsert: true },
    );

    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', RATE_LIMITS: 'off' });
    const sessions = sessionService(db.models, config, seam);
    const browser = 'bench-browser';
    const { token } = await sessions.redeemLoginCode(
      await sessions.createLoginCode(admin._id, browser),
      browser,
    );
    const headers = { cookie: `sid=${token}`, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };
    const bff = await listen(createApp(config, { db, engine: engine.engine, log: silentLogger }));
    const bare = new Koa();
    const oneCase = cases[CASES / 2]!._id;
    bare.use(async (ctx) => {
      ctx.body = await ModerationCase.findById(oneCase).lean();
    });
    const baseline = await listen(bare);

    const middle = encodeCursor(CASES / 2);
    const routes: [string, string][] = [
      ['bare: findById of a case', `${baseline.url}/`],
      ['reports, first page (25)', `${bff.url}/api/admin/reports`],
      ['reports, a middle page (25)', `${bff.url}/api/admin/reports?cursor=${middle}`],
      ['counts of every tab', `${bff.url}/api/admin/counts`],
      ['audit log, first page (25)', `${bff.url}/api/admin/audit`],
    ];
    for (const conn of connections) {
      for (const [route, url] of routes) {
        const f = await measure(url, conn, route.startsWith('bare') ? {} : { headers });
        figures.push({ size: CASES, route, connections: conn, ...f });
        console.log(
          `admin, ${conn} conn, ${route}: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.rps} req/s, ` +
            `errors ${f.errors}, non-2xx ${f.non2xx}`,
        );
      }
    }
    bff.server.close();
    baseline.server.close();
  } finally {
    await db.conn.dropDatabase().catch((err: unknown) => {
      // A bench database of its own: left behind only if the engine is already gone.
      console.warn('bench_admin: could not drop its database', err);
    });
    await db.close();
  }
  report('admin', 'Moderation console benchmark', engine.engine, figures, peak(), {
    cases: CASES,
    open: CASES / 2,
  });
  return figures;
}
