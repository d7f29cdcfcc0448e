/**
 * Messages benchmark. One person with BENCH_THREADS (200) threads and one
 * conversation of BENCH_MESSAGES (10,000) messages: p50/p99 of GET /api/messages/threads, of the
 * newest conversation page and of a page 90 % back, at 1 and at 50 connections, beside a bare Koa
 * route that reads one document by `_id` in the same run. Figures go to the console and to
 * .cache/bench-messages.json.
 */
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';
import Koa from 'koa';
import { createApp } from '../../bff/app';
import { background } from '../../bff/background';
import { loadConfig } from '../../bff/config';
import { connectDatabase } from '../../bff/db/connect';
import type { RunningEngine } from '../../bff/db/engine';
import { pagedLists } from '../../bff/db/pagedList';
import { engineSeam } from '../../bff/db/seam';
import { memoryBus } from '../../bff/events/memoryBus';
import { createLogger, silentLogger } from '../../bff/logger';
import { pairKey, sideOf } from '../../bff/models/thread';
import type { MessageRef } from '../../bff/presenters/message';
import { encodeCursor } from '../../bff/services/cursor';
import { messaging } from '../../bff/services/messaging';
import { sessionService } from '../../bff/services/sessions';
import { seedPeople } from '../seed/seed';
import { listen, measure, report, type Figure } from './measure';

const THREADS = Number(process.env.BENCH_THREADS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);

/** `peak`: the engine's peak memory so far (bytes), written beside the figures. */
export async function runMessagesBench(
  engine: RunningEngine,
  connections: readonly number[],
  peak: () => number,
) {
  const db = await connectDatabase(engine.uri, 'bench_messages');
  const figures: Figure[] = [];
  try {
    const people = await seedPeople(db, THREADS + 1);
    const [reader, ...others] = people;
    const me = { id: String(reader!.id), email: reader!.email, is_admin: false };
    const seam = engineSeam(db.conn, engine.engine);
    const { messages } = messaging(
      db.models,
      db.conn,
      seam,
      memoryBus(),
      background(createLogger()),
    );
    const partner = others[0]!;
    const pair = pairKey(me.id, String(partner.id));
    const lists = pagedLists(db.conn, seam);

    // The person's threads: one real send in each (so every inbox entry is what the app writes).
    // Fictional profiles differ; this person takes messages from anyone.
    await db.models.Profile.updateOne({ _id: reader!.id }, { $set: { accept_messages: true } });
    const existing = await lists.count(`m:${pair}`);
    if (existing < MESSAGES) {
      for (const other of others) {
        const them = { id: String(other.id), email: other.email, is_admin: false };
        await messages.send(them, {
          recipient_user_id: me.id,
          content: `Hello from ${other.name}`,
        });
      }
      // The long conversation: bulk references like the seed, then one real send on top.
      const start = Date.now() - MESSAGES * 60_000;
      const mine = sideOf(pair, me.id);
      const refs: MessageRef[] = Array.from({ length: MESSAGES - existing - 2 }, (_, i) => ({
        s: i % 3 === 0 ? mine : ((1 - mine) as 0 | 1),
        c: `Message ${i + 1} of a long conversation about getting through the week.`,
        t: start + i * 60_000,
      }));
      for (let i = 0; i < refs.length; i += 1000)
        await lists.appendMany(`m:${pair}`, refs.slice(i, i + 1000));
      await messages.send(me, { recipient_user_id: String(partner.id), content: 'Still here?' });
    }
    const total = await lists.count(`m:${pair}`);

    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', RATE_LIMITS: 'off' });
    const sessions = sessionService(db.models, config, seam);
    const browser = 'bench-browser';
    const { token } = await sessions.redeemLoginCode(
      await sessions.createLoginCode(reader!.id, browser),
      browser,
    );
    // As the app calls: reading a conversation needs its header (contract/auth).
    const headers = { cookie: `sid=${token}`, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };
    const bff = await listen(createApp(config, { db, engine: engine.engine, log: silentLogger }));
    const bare = new Koa();
    bare.use(async (ctx) => {
      ctx.body = await db.models.Profile.findById(reader!.id).lean();
    });
    const baseline = await listen(bare);
    const deep = encodeCursor(Math.floor(total * 0.1));
    const routes: [string, string][] = [
      ['bare: findById', `${baseline.url}/`],
      [`threads (${THREADS})`, `${bff.url}/api/messages/threads`],
      [
        `conversation newest page (${total} messages)`,
        `${bff.url}/api/messages/thread/${partner.id}`,
      ],
      ['conversation page 90% back', `${bff.url}/api/messages/thread/${partner.id}?cursor=${deep}`],
    ];
    for (const conn of connections) {
      for (const [route, url] of routes) {
        const f = await measure(url, conn, route === 'bare: findById' ? {} : { headers });
        figures.push({ size: total, route, connections: conn, ...f });
        console.log(
          `messages, ${conn} conn, ${route}: p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.rps} req/s, ` +
            `errors ${f.errors}, non-2xx ${f.non2xx}`,
        );
      }
    }
    bff.server.close();
    baseline.server.close();
  } finally {
    await db.close();
  }
  report('messages', 'Messages benchmark', engine.engine, figures, peak(), { threads: THREADS });
  return figures;
}
