/**
 * Notifications benchmark: one person with BENCH_NOTIFICATIONS notifications (10,000), every one
 * unread, on a feed of as many posts. Through the BFF as the app calls it, signed in as that
 * person: the first page of GET /api/notifications and GET /api/notifications/unread while all are
 * unread, POST /api/notifications/read {all:true}, then the same two reads once all are read, each
 * beside a bare read of one entry by `_id` and the feed's first page (GET /api/social/posts) in the
 * same run. Marking all read with everything unread can be done once per state, so that figure is
 * taken one request at a time (the state set back to all unread, untimed, before each) at one
 * connection; the figure at every connection count marks with nothing unread, as a second tap
 * does. A route of which no request answered within the figure's seconds is timed again as one
 * burst of as many requests as connections, and says so. Figures go to the console and to
 * .cache/bench-notifications.json.
 *
 * The entries are written in bulk as the app writes them one by one (bff/services/notifications/
 * record.ts): the person's posts (public, on the feed), a comment for every comment entry (in its
 * post's list of comments, by a person whose profile is there, the entry's actor) and the
 * reactions behind every post's grouped entry, the references first, then what they point to.
 * One comment and one reaction are then made through the app on top, so the newest entries are
 * the app's own, and the first page is checked to show them before anything is measured.
 */
import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { Types } from 'mongoose';
import { createApp } from '../../bff/app';
import { loadConfig } from '../../bff/config';
import { connectDatabase } from '../../bff/db/connect';
import type { RunningEngine } from '../../bff/db/engine';
import { pagedLists } from '../../bff/db/pagedList';
import { engineSeam } from '../../bff/db/seam';
import { silentLogger } from '../../bff/logger';
import { notificationId } from '../../bff/models/notification';
import { reactionId } from '../../bff/models/reaction';
import { sessionService } from '../../bff/services/sessions';
import { FEED_LIST, commentsList, feedRefOf, reactorsList } from '../../bff/services/social/lists';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';
import {
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_COUNT_MAX,
  type NotificationsPage,
} from '../../contract/notifications';
import { REACTION_TYPES } from '../../contract/social';
import { seedPeople, seedPosts } from '../seed/seed';
import type { SeedPerson } from '../seed/content';
import { DURATION_S, listen, measure, report, type Figure } from './measure';

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
/** Entries per post of the person's: its grouped reactions and one per comment. */
const ENTRIES_PER_POST = 100;
/** People reacting to each post of the person's (one grouped entry names them). */
const REACTORS = 10;
/** The people who act, the person among them. */
const PEOPLE = 200;
const BATCH = 500;
const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;

type Timings = Omit<Figure, 'size' | 'route' | 'connections'>;

/** The nearest-rank quantile `q` of sorted times, in ms (to two decimals below 100 ms). */
function quantile(sorted: readonly number[], q: number): number {
  const ms = sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
  return ms < 100 ? Math.round(ms * 100) / 100 : Math.round(ms);
}

/**
 * A route that changes what the next call finds, timed one request at a time for DURATION_S
 * seconds (at least 5 requests), with `before` run untimed ahead of each to set the state back.
 */
async function oneAtATime(
  url: string,
  init: { method: 'POST'; body: string; headers: Record<string, string> },
  before: () => Promise<unknown>,
): Promise<Timings> {
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const end = Date.now() + DURATION_S * 1000;
  while (Date.now() < end || times.length < 5) {
    await before();
    const started = performance.now();
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (!res.ok) non2xx++;
    } catch {
      errors++;
    }
    times.push(performance.now() - started);
  }
  const busy = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    rps: Math.round(times.length / (busy / 1000)),
    errors,
    non2xx,
  };
}

/**
 * `connections` requests at once, each timed to its answer: for a route of which none answered
 * within DURATION_S under `measure`, so its figure says how long they took instead of nothing.
 * Waits first until `idle` (a bare read) answers at once again: requests `measure` left unanswered
 * stop sending queries, but the engine finishes those already sent.
 */
async function burst(
  url: string,
  connections: number,
  init: Parameters<typeof measure>[2],
  idle: string,
): Promise<Timings> {
  const settled = Date.now() + 60_000;
  for (;;) {
    const started = performance.now();
    await (await fetch(idle)).arrayBuffer();
    if (performance.now() - started < 20 || Date.now() > settled) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: connections }, async () => {
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        return { ms: performance.now() - started, ok: res.ok, failed: false };
      } catch {
        return { ms: performance.now() - started, ok: false, failed: true };
      }
    }),
  );
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    rps: Math.round(answers.filter((a) => a.ok).length / (times[times.length - 1]! / 1000)),
    errors: answers.filter((a) => a.failed).length,
    non2xx: answers.filter((a) => !a.ok && !a.failed).length,
  };
}

/** Waits until `done()` (a write the app runs after its answer), for at most 15 s. */
async function until(what: string, done: () => Promise<boolean>) {
  const end = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`notifications bench: ${what} did not happen in 15 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `peak`: the engine's peak memory so far (bytes), written beside the figures. */
export async function runNotificationsBench(
  engine: RunningEngine,
  connections: readonly number[],
  peak: () => number,
) {
  // One entry is the app's own, at least one seeded beside it.
  if (!(NOTIFICATIONS >= 2)) throw new Error('BENCH_NOTIFICATIONS: at least 2');
  const db = await connectDatabase(engine.uri, `bench_notifications_${Date.now()}`);
  const figures: Figure[] = [];
  try {
    const seam = engineSeam(db.conn, engine.engine);
    const lists = pagedLists(db.conn, seam);
    const { Post, Comment, Reaction, Notification, NotificationState } = db.models;
    const people = await seedPeople(db, PEOPLE);
    const [reader, ...others] = people as [SeedPerson, ...SeedPerson[]];
    const owner = String(reader.id);
    const listOf = `notifications:${owner}`;
    // The feed the person reads beside their notifications (the social bench's at this size).
    await seedPosts(db, engine.engine, people, NOTIFICATIONS);

    // Seeded in bulk: all but one entry (the app writes the last comment's).
    const seeded = NOTIFICATIONS - 1;
    const postCount = Math.ceil(seeded / ENTRIES_PER_POST);
    const started = performance.now();
    const firstDay = Date.now() - (postCount + 1) * DAY_MS;
    const posts = Array.from({ length: postCount }, (_, i) => {
      const created_at = new Date(firstDay + i * DAY_MS);
      const entries = Math.min(ENTRIES_PER_POST, seeded - i * ENTRIES_PER_POST);
      const reactors = Array.from(
        { length: REACTORS },
        (_, k) => others[(i * 11 + k) % others.length]!,
      );
      const commenters = Array.from(
        { length: entries - 1 },
        (_, j) => others[(i * 13 + j) % others.length]!,
      );
      const reactions = Object.fromEntries(REACTION_TYPES.map((t) => [t, 0]));
      reactors.forEach((_, k) => reactions[REACTION_TYPES[k % REACTION_TYPES.length]!]!++);
      return {
        _id: new Types.ObjectId(),
        author_id: reader.id,
        display_name: reader.profile.display_name,
        created_at,
        status: 'published',
        content: `My day ${i + 1}: a walk, a meeting, an early night.`,
        privacy: 'public',
        post_type: 'text' as const,
        milestone_type: null,
        milestone_days: null,
        likes_count: REACTORS,
        comments_count: commenters.length,
        reactions,
        reactors,
        commenters,
      };
    });
    // The posts, newest on the feed (references first, as seedPosts writes them).
    const feedPositions = await lists.appendMany(FEED_LIST, posts.map(feedRefOf));
    await Post.insertMany(
      posts.map(({ reactors: _r, commenters: _c, ...p }, i) => ({
        ...p,
        feed_pos: feedPositions[i],
      })),
      { ordered: false, lean: true },
    );

    // Reactions and comments, each in its post's list, and the entries they make, oldest first:
    // each post's grouped reactions (its reactors came within ten minutes), then its comments.
    type Entry = {
      _id: string;
      owner_id: string;
      kind: 'reactions' | 'comment';
      actors: string[];
      actor_count: number;
      seen: string[];
      rev: number;
      post_id: string;
      comment_id: string | null;
      read: false;
      updated_at: Date;
    };
    const entries: Entry[] = [];
    for (const post of posts) {
      const pid = String(post._id);
      const at = post.created_at.getTime();
      const reactions = post.reactors.map((who, k) => ({
        _id: reactionId(pid, String(who.id)),
        post_id: post._id,
        user_id: who.id,
        display_name: who.profile.display_name,
        reaction: REACTION_TYPES[k % REACTION_TYPES.length]!,
        created_at: new Date(at + (k + 1) * MINUTE_MS),
      }));
      await lists.appendMany(
        reactorsList(pid),
        reactions.map((r) => ({ id: r._id })),
      );
      await Reaction.insertMany(reactions, { ordered: false, lean: true });
      const actors = post.reactors.map((who) => String(who.id)).reverse(); // newest first
      entries.push({
        _id: notificationId(owner, 'reactions', pid),
        owner_id: owner,
        kind: 'reactions',
        actors,
        actor_count: actors.length,
        seen: actors,
        rev: actors.length,
        post_id: pid,
        comment_id: null,
        read: false,
        updated_at: reactions[reactions.length - 1]!.created_at,
      });
      const comments = post.commenters.map((who, j) => ({
        _id: new Types.ObjectId(),
        post_id: post._id,
        user_id: who.id,
        display_name: who.profile.display_name,
        content: `Proud of you for day ${j + 1}. Keep going!`,
        created_at: new Date(at + (REACTORS + 5 * (j + 1)) * MINUTE_MS),
        by_moderator: false,
      }));
      await lists.appendMany(
        commentsList(pid),
        comments.map((c) => ({ id: String(c._id) })),
      );
      await Comment.insertMany(comments, { ordered: false, lean: true });
      for (const c of comments) {
        const actor = String(c.user_id);
        entries.push({
          _id: notificationId(owner, 'comment', String(c._id)),
          owner_id: owner,
          kind: 'comment',
          actors: [actor],
          actor_count: 1,
          seen: [actor],
          rev: 1,
          post_id: pid,
          comment_id: String(c._id),
          read: false,
          updated_at: c.created_at,
        });
      }
    }
    for (let i = 0; i < entries.length; i += BATCH) {
      const batch = entries.slice(i, i + BATCH);
      const positions = await lists.appendMany(
        listOf,
        batch.map((e) => ({ id: e._id })),
      );
      await Notification.insertMany(
        batch.map((e, j) => ({ ...e, pos: positions[j] })),
        { ordered: false, lean: true },
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `notifications: ${entries.length} entries on ${postCount} posts of one person seeded in ` +
        `${seconds.toFixed(1)} s (${Math.round(entries.length / seconds)}/s)`,
    );

    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', RATE_LIMITS: 'off' });
    const sessions = sessionService(db.models, config, seam);
    const browser = 'bench-browser';
    const signIn = async (who: SeedPerson) => {
      const { token } = await sessions.redeemLoginCode(
        await sessions.createLoginCode(who.id, browser),
        browser,
      );
      return { cookie: `sid=${token}`, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };
    };
    const headers = await signIn(reader);
    const bff = await listen(createApp(config, { db, engine: engine.engine, log: silentLogger }));

    // On top, through the app: a comment (a new entry) and a new reactor on the newest post
    // (its grouped entry moves to the top). The app writes entries after its answer.
    const newest = posts[posts.length - 1]!;
    const act = async (who: SeedPerson, path: string, body: unknown) => {
      const res = await fetch(`${bff.url}/api/social/posts/${newest._id}${path}`, {
        method: 'POST',
        headers: {
          ...(await signIn(who)),
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    };
    const before = await lists.count(listOf);
    await act(others[others.length - 1]!, '/comments', { content: 'This is such good news.' });
    await until('the comment entry', async () => (await lists.count(listOf)) === before + 1);
    const newReactor = others[((postCount - 1) * 11 + REACTORS) % others.length]!;
    await act(newReactor, '/like', { reaction: 'love' });
    await until('the reaction entry', async () => (await lists.count(listOf)) === before + 2);
    const total = await Notification.countDocuments({ owner_id: owner });
    if (total !== NOTIFICATIONS) throw new Error(`${total} entries, not ${NOTIFICATIONS}`);

    const bare = new Koa();
    const oneEntry = entries[Math.floor(entries.length / 2)]!._id;
    bare.use(async (ctx) => {
      ctx.body = await Notification.findById(oneEntry).lean();
    });
    const baseline = await listen(bare);

    const page = async () => {
      const res = await fetch(`${bff.url}/api/notifications`, { headers });
      if (!res.ok) throw new Error(`first page: ${res.status} ${await res.text()}`);
      return (await res.json()) as NotificationsPage;
    };
    // Written beside the app, so its hot copy of the state is forgotten as the app's writes do.
    const allUnread = async () => {
      seam.forget(NotificationState, owner);
      await NotificationState.updateOne(
        { _id: owner },
        { $set: { read_through: 0 } },
        { upsert: true },
      );
      seam.forget(NotificationState, owner);
    };
    const mark = {
      method: 'POST' as const,
      body: JSON.stringify({ all: true }),
      headers: { ...headers, 'content-type': 'application/json' },
    };
    const markAll = async () => {
      const res = await fetch(`${bff.url}/api/notifications/read`, mark);
      if (!res.ok) throw new Error(`mark all read: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { unread_count: number }).unread_count;
    };

    // What is measured is what the app shows: the entries written by the app newest, the
    // seeded ones after them, the badge's count at its cap; none once all are marked read.
    await allUnread();
    const unreadPage = await page();
    const texts = unreadPage.notifications.map((n) => n.text);
    const unreadCap = Math.min(NOTIFICATIONS, UNREAD_COUNT_MAX);
    if (
      unreadPage.notifications.length !== Math.min(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS) ||
      unreadPage.unread_count !== unreadCap ||
      !texts[0]?.endsWith(`and ${REACTORS} others reacted to your post`) ||
      !texts[1]?.endsWith('commented on your post') ||
      unreadPage.notifications.some((n) => n.read)
    )
      throw new Error(`the first page is not as seeded: ${JSON.stringify(unreadPage)}`);
    const afterMarking = await markAll();
    const readPage = await page();
    if (
      afterMarking !== 0 ||
      readPage.unread_count !== 0 ||
      readPage.notifications.length !== unreadPage.notifications.length ||
      readPage.notifications.some((n) => !n.read)
    )
      throw new Error(`marking all read left some unread: ${JSON.stringify(readPage)}`);
    console.log(
      `notifications: first page ${unreadPage.notifications.length} entries, unread ` +
        `${unreadPage.unread_count} (counted up to ${UNREAD_COUNT_MAX}); after marking all read, ` +
        `${readPage.notifications.length} entries, unread ${readPage.unread_count}`,
    );

    const n = NOTIFICATIONS;
    // In order, at each connection count: a state to set, or a route to measure (`once`: one
    // request at a time, the state set back to all unread before each).
    type Step =
      | { set: () => Promise<unknown> }
      | { route: string; url: string; init?: Parameters<typeof measure>[2]; once?: true };
    const notificationsUrl = `${bff.url}/api/notifications`;
    const steps = (conn: number): Step[] => [
      { set: allUnread },
      { route: 'bare: findById of an entry', url: `${baseline.url}/` },
      { route: 'feed first page', url: `${bff.url}/api/social/posts`, init: { headers } },
      { route: `first page (${n} unread)`, url: notificationsUrl, init: { headers } },
      { route: `unread count (${n} unread)`, url: `${notificationsUrl}/unread`, init: { headers } },
      ...(conn === 1
        ? [
            {
              route: `mark all read (${n} unread), one at a time`,
              url: `${notificationsUrl}/read`,
              once: true as const,
            },
          ]
        : []),
      { set: markAll },
      { route: 'mark all read (none unread)', url: `${notificationsUrl}/read`, init: mark },
      { route: 'first page (all read)', url: notificationsUrl, init: { headers } },
      { route: 'unread count (all read)', url: `${notificationsUrl}/unread`, init: { headers } },
    ];
    for (const conn of connections) {
      for (const step of steps(conn)) {
        if ('set' in step) {
          await step.set();
          continue;
        }
        let route = step.route;
        let f = step.once
          ? await oneAtATime(step.url, mark, allUnread)
          : await measure(step.url, conn, step.init);
        if (f.rps === 0 && !step.once) {
          route += `: none answered in ${DURATION_S} s; ${conn} at once`;
          f = await burst(step.url, conn, step.init, `${baseline.url}/`);
        }
        figures.push({ size: n, route, connections: conn, ...f });
        console.log(
          `notifications, ${conn} conn, ${route}: p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
            `${f.rps} req/s, errors ${f.errors}, non-2xx ${f.non2xx}`,
        );
      }
    }
    bff.server.close();
    baseline.server.close();
  } finally {
    await db.conn.dropDatabase().catch((err: unknown) => {
      // A bench database of its own: left behind only if the engine is already gone.
      console.warn('bench_notifications: could not drop its database', err);
    });
    await db.close();
  }
  report('notifications', 'Notifications benchmark', engine.engine, figures, peak(), {
    notifications: NOTIFICATIONS,
    posts_of_the_person: Math.ceil((NOTIFICATIONS - 1) / ENTRIES_PER_POST),
    feed_posts: NOTIFICATIONS,
  });
  return figures;
}
