/**
 * Feed benchmark (issue: Community): requests per second and p99 latency of GET /api/social/posts
 * (first page and a deep cursor) with 100,000 posts, under 50 concurrent connections, beside a bare
 * Koa route that runs one find().limit(20) on the same collection. Loopback only; bounded in time.
 */
import type { AddressInfo } from 'node:net';
import { type Server, createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Koa from 'koa';
import { Types } from 'mongoose';
import { createApp } from '../../bff/app';
import { hashSecret } from '../../bff/auth/tokens';
import { loadConfig } from '../../bff/config';
import { connectDatabase, type Database } from '../../bff/db/connect';
import { startEngine } from '../../bff/db/engine';
import { silentLogger } from '../../bff/logger';
import { encodeCursor } from '../../bff/services/cursor';

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Figure {
  name: string;
  rps: number;
  p99: number;
  mean: number;
  errors: number;
  non2xx: number;
}

async function seed(db: Database) {
  const { Post, User, Session } = db.models;
  const existing = await Post.estimatedDocumentCount();
  const authors = Array.from({ length: 200 }, () => new Types.ObjectId());
  const start = Date.UTC(2024, 0, 1);
  if (existing < POSTS) {
    const batch = 5000;
    for (let i = existing; i < POSTS; i += batch) {
      const docs = Array.from({ length: Math.min(batch, POSTS - i) }, (_, j) => {
        const n = i + j;
        return {
          author_id: authors[n % authors.length],
          display_name: `Peer ${n % authors.length}`,
          content: `Post number ${n}: one day at a time, and today was a good day.`,
          privacy: n % 10 === 0 ? 'private' : 'public',
          post_type: 'text',
          status: 'published',
          likes_count: 0,
          comments_count: 0,
          reports_count: 0,
          reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, strong: 0 },
          created_at: new Date(start + n * 60_000),
        };
      });
      await Post.insertMany(docs, { ordered: false, lean: true });
      process.stdout.write(`\rseeded ${Math.min(i + batch, POSTS)} / ${POSTS} posts`);
    }
    process.stdout.write('\n');
  }
  const user = await User.findOneAndUpdate(
    { sub: 'bench:reader' },
    { $set: { email: 'reader@bench.local', provider_name: 'Reader' } },
    { upsert: true, returnDocument: 'after' },
  );
  const token = 'bench-session-token';
  await Session.deleteMany({ _id: hashSecret(token) });
  await Session.create({
    _id: hashSecret(token),
    user_id: user._id,
    expires_at: new Date(Date.now() + 3600_000),
  });
  // A cursor 90% of the way down the feed: a position in the feed list (rebuilt from the posts
  // at the app's start), oldest = 0.
  return { cookie: `sid=${token}`, deepCursor: encodeCursor(Math.floor(POSTS * 0.1)) };
}

interface Listening {
  server: Server;
  url: string;
  /** Requests the server is still working on (autocannon may have given up on them). */
  inFlight: () => number;
}

/** Every server the bench started: they share one database, so all must be idle before a run. */
const listening: Listening[] = [];

function listen(app: Koa): Promise<Listening> {
  const handle = app.callback();
  let open = 0;
  // Counted around Koa's whole middleware chain: a client that gave up closes its socket, but
  // the query it started still runs and still loads the database.
  const server = createServer((req, res) => {
    open += 1;
    void Promise.resolve(handle(req, res)).finally(() => (open -= 1));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const target = {
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        inFlight: () => open,
      };
      listening.push(target);
      resolve(target);
    });
  });
}

/**
 * Waits until the server has finished the work a previous run left behind, so one run's backlog
 * (on a slow engine, queries outlive autocannon's connections) does not slow the next.
 */
async function drained() {
  const started = performance.now();
  while (listening.some((t) => t.inFlight() > 0)) await new Promise((r) => setTimeout(r, 500));
  const waited = Math.round((performance.now() - started) / 1000);
  if (waited > 0) console.log(`(waited ${waited} s for the previous run's requests to finish)`);
}

async function measure(
  name: string,
  target: Listening,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<Figure> {
  await drained();
  const url = `${target.url}${pathAndQuery}`;
  // One request first: it must succeed, or the figures would measure errors.
  const started = performance.now();
  const probe = await fetch(url, { headers, signal: AbortSignal.timeout(300_000) });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${body}`);
  const count = JSON.parse(body) as { posts?: unknown[] } | unknown[];
  const n = Array.isArray(count) ? count.length : (count.posts?.length ?? 0);
  console.log(
    `${name}: one request took ${Math.round(performance.now() - started)} ms and returned ${n} posts`,
  );
  if (n === 0)
    throw new Error(`${name} returned no posts: the figures would not measure a real page`);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    timeout: 30,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    mean: Math.round(result.latency.average),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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
  console.log(
    `engine: ${engine.engine}; ${POSTS} posts; ${CONNECTIONS} connections; ${DURATION_S} s per run`,
  );
  const db = await connectDatabase(engine.uri, 'bench_feed');
  try {
    const { cookie, deepCursor } = await seed(db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
    const bff = await listen(createApp(config, { db, engine: engine.engine, log: silentLogger }));
    const bare = new Koa();
    bare.use(async (ctx) => {
      ctx.body = await db.models.Post.find().limit(20).lean();
    });
    const baseline = await listen(bare);

    const figures = [
      await measure('GET /api/social/posts (first page)', bff, '/api/social/posts', { cookie }),
      await measure(
        'GET /api/social/posts?cursor=… (90% deep)',
        bff,
        `/api/social/posts?cursor=${deepCursor}`,
        { cookie },
      ),
      await measure('bare Koa: Post.find().limit(20)', baseline, '/'),
    ];
    console.log(
      `\nFeed benchmark on ${engine.engine} (${POSTS} posts, ${CONNECTIONS} connections, ${DURATION_S} s each)`,
    );
    console.table(
      figures.map((f) => ({
        route: f.name,
        'req/s': f.rps,
        'p99 ms': f.p99,
        'mean ms': f.mean,
        errors: f.errors,
        'non-2xx': f.non2xx,
      })),
    );
    await drained();
    bff.server.close();
    baseline.server.close();
    return figures;
  } finally {
    await db.close();
    await engine.stop();
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}
