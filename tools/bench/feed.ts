/**
 * Feed benchmark (issue: the embedded engine stays fast to 100,000 posts). For 1,000, 10,000 and
 * 100,000 seeded posts (BENCH_SIZES), p50/p99 of the first feed page, a page 90 % deep, a reaction
 * toggle and a comments page, at 1 and at 50 connections, beside a bare Koa route that reads one
 * document by `_id` in the same run; and the engine's peak memory. Loopback only, bounded in time.
 * Figures go to the console and to .cache/bench-feed.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Koa from 'koa';
import { createApp } from '../../bff/app';
import { loadConfig } from '../../bff/config';
import { connectDatabase, type Database } from '../../bff/db/connect';
import { startEngine, type RunningEngine } from '../../bff/db/engine';
import { silentLogger } from '../../bff/logger';
import { pagedLists } from '../../bff/db/pagedList';
import { engineSeam } from '../../bff/db/seam';
import { encodeCursor } from '../../bff/services/cursor';
import { FEED_LIST, postService } from '../../bff/services/posts';
import { sessionService } from '../../bff/services/sessions';
import { seedActivity, seedPeople, seedPosts } from '../seed/seed';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 50];
/** Comments on the benchmark post: more than a comments page (50), so the page is full. */
const BENCH_COMMENTS = 60;

interface Figure {
  posts: number;
  route: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

/** Samples the engine process's resident memory (Linux /proc) and keeps the peak. */
function memoryWatch(pid: number | undefined) {
  let peak = 0;
  const read = () => {
    if (!pid) return;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb * 1024);
    } catch {
      /* the engine is not a local process (MONGODB_URI) */
    }
  };
  const timer = setInterval(read, 200);
  timer.unref();
  return { peak: () => (read(), peak), stop: () => clearInterval(timer) };
}

function listen(app: Koa): Promise<{ server: Server; url: string }> {
  const server = createServer(app.callback());
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

async function run(
  url: string,
  connections: number,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
) {
  const probe = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  if (!probe.ok) throw new Error(`${url}: ${probe.status} ${await probe.text()}`);
  const r = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    timeout: 30,
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.headers,
  });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function benchSize(engine: RunningEngine, posts: number, figures: Figure[]) {
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
    const service = postService(db.models, db.conn, engineSeam(db.conn, engine.engine));
    const me = { id: reader.id.toString(), email: reader.email, is_admin: false };
    const target = await service.create(me, {
      content: 'Benchmark post: one week of mornings outside.',
      privacy: 'public',
      post_type: 'text',
    });
    for (let n = 0; n < BENCH_COMMENTS; n++)
      await service.addComment(me, target.id, `Benchmark comment ${n + 1}`);

    const routes: [string, string, Parameters<typeof run>[2]][] = [
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
    for (const connections of CONNECTIONS) {
      for (const [route, url, init] of routes) {
        const f = await run(url, connections, init);
        figures.push({ posts, route, connections, ...f });
        console.log(
          `${posts} posts, ${connections} conn, ${route}: p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
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

export async function runFeedBench() {
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'peer-bench-'));
  const engine = await startEngine(
    {
      mongodbUri: process.env.MONGODB_URI,
      dbEngine:
        process.env.DB_ENGINE === 'mongod' || process.env.DB_ENGINE === 'ferretdb'
          ? process.env.DB_ENGINE
          : undefined,
      dataDir,
    },
    (m) => console.log(`[db] ${m}`),
  );
  const memory = memoryWatch(engine.pid);
  console.log(`engine: ${engine.engine}; sizes ${SIZES.join(', ')}; ${DURATION_S} s per run`);
  const figures: Figure[] = [];
  try {
    for (const posts of SIZES) await benchSize(engine, posts, figures);
    const peakBytes = memory.peak();
    console.log(`\nFeed benchmark on ${engine.engine}, ${DURATION_S} s per figure (ms)`);
    console.table(
      figures.map((f) => ({
        posts: f.posts,
        conn: f.connections,
        route: f.route,
        p50: f.p50,
        p99: f.p99,
        'req/s': f.rps,
        errors: f.errors,
        'non-2xx': f.non2xx,
      })),
    );
    console.log(
      `engine peak memory: ${peakBytes ? `${Math.round(peakBytes / 2 ** 20)} MB` : 'not measurable (external server)'}`,
    );
    mkdirSync('.cache', { recursive: true });
    writeFileSync(
      '.cache/bench-feed.json',
      JSON.stringify(
        { engine: engine.engine, seconds: DURATION_S, peakBytes, figures, at: new Date() },
        null,
        2,
      ),
    );
    console.log('figures written to .cache/bench-feed.json');
    return figures;
  } finally {
    memory.stop();
    await engine.stop();
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}
