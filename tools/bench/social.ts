/**
 * Community (social) benchmark (goal: the embedded engine stays fast to 100,000 posts). For 1,000, 10,000 and
 * 100,000 seeded posts (BENCH_SIZES), p50/p99 of the first feed page, a page 90 % deep, a reaction
 * toggle and a comments page, at 1 and at 50 connections, beside a bare Koa route that reads one
 * document by `_id` in the same run; and the engine's peak memory. Loopback only, bounded in time.
 * Figures go to the console and to .cache/bench-social.json.
 */
import Koa from 'koa';
import { createApp } from '../../bff/app';
import { loadConfig } from '../../bff/config';
import { connectDatabase, type Database } from '../../bff/db/connect';
import type { RunningEngine } from '../../bff/db/engine';
import { silentLogger } from '../../bff/logger';
import { pagedLists } from '../../bff/db/pagedList';
import { engineSeam } from '../../bff/db/seam';
import { encodeCursor } from '../../bff/services/cursor';
import { socialService } from '../../bff/services/social';
import { FEED_LIST } from '../../bff/services/social/lists';
import { sessionService } from '../../bff/services/sessions';
import { seedActivity, seedPeople, seedPosts } from '../seed/seed';
import { DURATION_S, listen, measure, report, type Figure } from './measure';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** Comments on the benchmark post: more than a comments page (50), so the page is full. */
const BENCH_COMMENTS = 60;

async function benchSize(
  engine: RunningEngine,
  posts: number,
  connections: readonly number[],
  figures: Figure[],
) {
  const db: Database = await connectDatabase(engine.uri, `bench_${posts}`);
  try {
    const seeded = await db.models.Post.estimatedDocumentCount();
    const people = await seedPeople(db, Math.min(2000, Math.max(20, Math.ceil(posts / 100))));
    if (seeded < posts) {
      await seedPosts(db, engine.engine, people, posts - seeded);
      await seedActivity(db, engine.engine, people, posts);
    }
    const reader = people[0]!;
    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', RATE_LIMITS: 'off' });
    const sessions = sessionService(db.models, config, engineSeam(db.conn, engine.engine));
    const browser = 'bench-browser'; // the code is bound to one browser's sign-in (login CSRF)
    const code = await sessions.createLoginCode(reader.id, browser);
    const { token } = await sessions.redeemLoginCode(code, browser);
    const headers = { cookie: `sid=${token}` };

    const bff = await listen(createApp(config, { db, engine: engine.engine, log: silentLogger }));
    const bare = new Koa();
    const someId = (await db.models.Post.findOne({}, { _id: 1 }).lean())?._id;
    bare.use(async (ctx) => {
      ctx.body = await db.models.Post.findById(someId).lean();
    });
    const baseline = await listen(bare);

    const lists = pagedLists(db.conn, engineSeam(db.conn, engine.engine));
    const deep = encodeCursor(Math.floor((await lists.count(FEED_LIST)) * 0.1));
    // The same work at every size: one post with BENCH_COMMENTS comments (a fresh post each run,
    // so the reaction toggle and the comments page never depend on what the seed left).
    const service = socialService(db.models, db.conn, engineSeam(db.conn, engine.engine));
    const me = { id: reader.id.toString(), email: reader.email, is_admin: false };
    const target = await service.create(me, {
      content: 'Benchmark post: one week of mornings outside.',
      privacy: 'public',
      post_type: 'text',
    });
    for (let n = 0; n < BENCH_COMMENTS; n++)
      await service.addComment(me, target.id, `Benchmark comment ${n + 1}`);

    const routes: [string, string, Parameters<typeof measure>[2]][] = [
      ['bare: findById', `${baseline.url}/`, {}],
      ['feed first page', `${bff.url}/api/social/posts`, { headers }],
      ['feed 90% deep', `${bff.url}/api/social/posts?cursor=${deep}`, { headers }],
      [
        'reaction toggle',
        `${bff.url}/api/social/posts/${target.id}/like`,
        {
          method: 'POST',
          body: JSON.stringify({ reaction: 'like' }),
          headers: { ...headers, 'content-type': 'application/json' },
        },
      ],
      ['comments page', `${bff.url}/api/social/posts/${target.id}/comments`, { headers }],
    ];
    for (const conn of connections) {
      for (const [route, url, init] of routes) {
        const f = await measure(url, conn, init);
        figures.push({ size: posts, route, connections: conn, ...f });
        console.log(
          `${posts} posts, ${conn} conn, ${route}: p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
            `${f.rps} req/s, errors ${f.errors}, non-2xx ${f.non2xx}`,
        );
      }
    }
    bff.server.close();
    baseline.server.close();
  } finally {
    await db.close();
  }
}

/** `peak`: the engine's peak memory so far (bytes), written beside the figures. */
export async function runSocialBench(
  engine: RunningEngine,
  connections: readonly number[],
  peak: () => number,
) {
  console.log(`social: sizes ${SIZES.join(', ')}; ${DURATION_S} s per run`);
  const figures: Figure[] = [];
  for (const posts of SIZES) await benchSize(engine, posts, connections, figures);
  report('social', 'Community (social) benchmark', engine.engine, figures, peak());
  return figures;
}
