import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { afterAll, afterEach, expect, it, type TestContext } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../../contract/account';
import type { ConversationPage, ThreadList } from '../../../contract/messages';
import { REACTION_TYPES } from '../../../contract/social';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase, type Database } from '../../db/connect';
import { startFerretdb } from '../../db/ferretdb';
import type { RunningEngine } from '../../db/types';
import { listen } from '../../listen';
import { silentLogger } from '../../logger';
import { DELETION_STEPS, type DeletionStep } from '../../models/accountDeletion';
import { MONGODB_STRATEGY_PROJECT } from '../../test/globalSetup';
import { TestClient, type JsonResponse } from '../../test/harness';

// An account's deletion survives the database engine being killed half-way (SIGKILL, as the OOM
// killer would): the job's document (bff/models/accountDeletion.ts) keeps the step it was in, a
// BFF started again on the same data resumes it (the `account.resume` job in bff/app.ts), and
// the end is exactly that of a deletion never interrupted (bff/routes/account/account.test.ts).
// Each kill point has an engine and a data folder of its own, and the BFF is told the engine is
// 'ferretdb' in every project: the bff-mongodb project would only repeat it, so it skips it.
// TEST_LOG=1 prints what each run saw (steps, timings, the DELETE answer).

const DB_NAME = 'deletion_crash';
/** The session cookie (bff/auth/currentUser.ts, which a service's folder may not import). */
const SESSION_COOKIE = 'sid';
const POLL_MS = 20;
const KILL_DEADLINE_MS = 30_000;
const RESUME_DEADLINE_MS = 60_000;
const oid = (id: string) => new Types.ObjectId(id);
const stepIndex = (step: DeletionStep) => DELETION_STEPS.indexOf(step);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ana's deletion as seen from a connection of its own: the job's step, her posts still there. */
interface Progress {
  step: DeletionStep;
  postsLeft: number;
}

interface KillPoint {
  name: string;
  /** Ana's posts: enough for their step to take seconds where that is where the engine dies. */
  posts: number;
  /** Whether to kill the engine now. */
  killAt(now: Progress): boolean;
  /** What the restarted engine must still hold for the kill to have been half-way there. */
  expectHalfWay(atRestart: Progress): void;
}

const KILL_POINTS: KillPoint[] = [
  {
    name: 'half-way through her posts',
    posts: 240,
    killAt: ({ step, postsLeft }) => step === 'posts' && postsLeft > 0 && postsLeft <= 180,
    expectHalfWay: ({ step, postsLeft }) => {
      expect(step).toBe('posts');
      expect(postsLeft).toBeGreaterThan(0);
      expect(postsLeft).toBeLessThan(240);
    },
  },
  {
    // The steps after the posts take a few hundred milliseconds together: polled every 20 ms,
    // the kill lands in one of them (which one is logged).
    name: 'once her posts are gone (recount, conversations or later)',
    posts: 40,
    killAt: ({ step }) => stepIndex(step) > stepIndex('posts'),
    expectHalfWay: ({ step, postsLeft }) => {
      expect(stepIndex(step)).toBeGreaterThan(stepIndex('posts'));
      expect(postsLeft).toBe(0);
    },
  },
];

/** What the current test started: stopped and removed after it, even when it fails. */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/** A BFF process on the engine's data, as `npm start` makes one: its connection, app and port. */
async function startBff(engine: RunningEngine): Promise<{ url: string; db: Database }> {
  const db = await connectDatabase(engine.uri, DB_NAME);
  cleanups.push(() => db.conn.close(true));
  const config = loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'off' });
  const app = createApp(config, { db, engine: 'ferretdb', log: silentLogger });
  const server = await listen(app, 0, '127.0.0.1', { maxPerAddress: 0 });
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, db };
}

async function startEngine(dir: string): Promise<RunningEngine> {
  const engine = await startFerretdb(dir, () => {});
  cleanups.push(() => engine.stop());
  return engine;
}

/** The body of an answer that must have the given status (seeding goes on only if it does). */
async function ok<T>(res: Promise<JsonResponse<T>>, status = 200): Promise<T> {
  const answer = await res;
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

interface NewPost {
  post: { id: string; content: string };
}

/** Ana, Ben and Cy with complete profiles, and all of Ana's that the deletion must erase. */
async function seed(url: string, posts: number) {
  const [ana, ben, cy] = [new TestClient(url), new TestClient(url), new TestClient(url)];
  const anaEmail = 'ana@example.com';
  const anaId = await ana.signUp(anaEmail, 'Ana');
  const benId = await ben.signUp('ben@example.com', 'Ben');
  const cyId = await cy.signUp('cy@example.com', 'Cy');
  const write = (who: TestClient, content: string) =>
    ok(who.post<NewPost>('/api/social/posts', { content }), 201).then((b) => b.post);
  const on = (postId: string) => `/api/social/posts/${postId}`;

  const anaPosts: NewPost['post'][] = [];
  for (let i = 0; i < posts; i += 4)
    anaPosts.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, posts - i) }, (_, j) => write(ana, `ana-post-${i + j}`)),
      )),
    );
  const benPost = (await write(ben, 'ben-post')).id;

  // On Ben's post: Ana's comments and reaction, and Cy's, which must stay counted.
  for (const text of ['ana-comment-1', 'ana-comment-2', 'ana-comment-3'])
    await ok(ana.post(`${on(benPost)}/comments`, { content: text }), 201);
  await ok(ana.post(`${on(benPost)}/like`, { reaction: 'strong' }));
  await ok(cy.post(`${on(benPost)}/comments`, { content: 'cy-comment' }), 201);
  await ok(cy.post(`${on(benPost)}/like`, { reaction: 'love' }));
  // On her first and last posts (erased first and last): what hangs on them goes with them.
  const hung = [anaPosts[0]!.id, anaPosts.at(-1)!.id];
  for (const postId of hung) {
    await ok(ben.post(`${on(postId)}/comments`, { content: 'ben-on-ana' }), 201);
    await ok(ben.post(`${on(postId)}/like`, { reaction: 'like' }));
  }
  const send = (from: TestClient, to: string, content: string) =>
    ok(from.post('/api/messages/send', { recipient_user_id: to, content }), 201);
  await send(ben, anaId, 'ben-first');
  await send(ana, benId, 'ana-reply-1');
  await send(ana, benId, 'ana-reply-2');
  await send(ben, anaId, 'ben-second');
  await ok(ana.post(`/api/users/${cyId}/block`));
  await ok(ana.post(`${on(benPost)}/report`, { reason: 'ana-reports-ben' }), 201);
  const reported = anaPosts[Math.floor(posts / 2)]!;
  await ok(ben.post(`${on(reported.id)}/report`, { reason: 'ben-reports-ana' }), 201);

  return { ana, ben, anaEmail, anaId, cyId, benPost, hung, reported };
}

/** Polls every 200 ms until check() holds; fails past the deadline. */
async function until(check: () => Promise<boolean>, deadlineMs: number, what: string) {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await pause(200);
  }
}

/** A client on another BFF holding an old session cookie, as the same browser would. */
function withSession(url: string, token: string): TestClient {
  const client = new TestClient(url);
  client.jar.store(
    new Response(null, { headers: { 'Set-Cookie': `${SESSION_COOKIE}=${token}; Path=/` } }),
  );
  return client;
}

interface DeleteAnswer {
  point: string;
  status: number;
  body: unknown;
  /** The answer cleared the session cookie, as the route does once the account is gone. */
  cookieCleared: boolean;
}
/** The DELETE answer of each kill point's run, judged by the last test. */
const answers: DeleteAnswer[] = [];
const onlyInBffProject = (ctx: TestContext) => {
  if (ctx.task.file.projectName === MONGODB_STRATEGY_PROJECT) ctx.skip();
};

it.for(KILL_POINTS)(
  'an account deletion whose engine is killed $name resumes when the BFF starts again, and ends as an uninterrupted one',
  { timeout: 120_000 },
  async (point, ctx) => {
    onlyInBffProject(ctx);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'peer-deletion-crash-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const engine = await startEngine(dir);
    const appA = await startBff(engine);
    const t = await seed(appA.url, point.posts);
    const anaOid = oid(t.anaId);
    const anaSession = t.ana.jar.get(SESSION_COOKIE)!;

    const watcher = await mongoose
      .createConnection(engine.uri, { dbName: DB_NAME, serverSelectionTimeoutMS: 2000 })
      .asPromise();
    cleanups.push(() => watcher.close(true));
    const progress = async (): Promise<Progress | null> => {
      const job = await watcher
        .collection<{ _id: string; step: DeletionStep }>('account_deletions')
        .findOne({ _id: t.anaId });
      if (!job) return null;
      const postsLeft = await watcher.collection('posts').countDocuments({ author_id: anaOid });
      return { step: job.step, postsLeft };
    };
    // The folder's lock goes with the engine's process (bff/db/ferretdb.ts): wait for its end.
    const engineGone = new Promise<void>((resolve) => engine.onExit?.(() => resolve()));

    const started = Date.now();
    // Awaited once the new BFF has finished the job: the engine dies under this request.
    const deleting = t.ana.json('DELETE', '/api/account', { confirm: 'DELETE' });
    deleting.catch(() => {});
    const steps: DeletionStep[] = [];
    let killed: (Progress & { ms: number }) | undefined;
    while (!killed) {
      const now = await progress();
      if (now) {
        if (steps.at(-1) !== now.step) steps.push(now.step);
        if (point.killAt(now)) {
          process.kill(engine.pid!, 'SIGKILL');
          killed = { ...now, ms: Date.now() - started };
        }
      } else if (steps.length > 0) {
        throw new Error(`the deletion ended before the engine was killed (saw ${steps})`);
      }
      if (Date.now() - started > KILL_DEADLINE_MS)
        throw new Error(`the kill point never came (saw ${steps})`);
      if (!killed) await pause(POLL_MS);
    }
    await engineGone;
    await watcher.close(true);

    // The same folder again: the job is still open, at or past the step it was killed in, and
    // the account itself was gone before the kill (the first step).
    const engineB = await startEngine(dir);
    const check = await connectDatabase(engineB.uri, DB_NAME);
    cleanups.push(() => check.conn.close(true));
    const { models } = check;
    const open = await models.AccountDeletion.findById(t.anaId).lean();
    expect(open).not.toBeNull();
    const atRestart = {
      step: open!.step,
      postsLeft: await models.Post.countDocuments({ author_id: anaOid }),
    };
    expect(stepIndex(atRestart.step)).toBeGreaterThanOrEqual(stepIndex(killed.step));
    point.expectHalfWay(atRestart);
    expect(await models.User.exists({ _id: anaOid })).toBeNull();

    // A BFF started on it, as the process started again, resumes the job at start.
    const resumedAt = Date.now();
    const appB = await startBff(engineB);
    await until(
      async () => (await models.AccountDeletion.exists({ _id: t.anaId })) === null,
      RESUME_DEADLINE_MS,
      'the resumed deletion finishing',
    );
    const resumeMs = Date.now() - resumedAt;

    const answer = await deleting;
    answers.push({
      point: point.name,
      status: answer.status,
      body: answer.body,
      cookieCleared: t.ana.jar.get(SESSION_COOKIE) === undefined,
    });
    if (process.env.TEST_LOG)
      console.log(
        JSON.stringify({
          point: point.name,
          steps_seen: steps,
          killed,
          at_restart: atRestart,
          resume_ms: resumeMs,
          answer: { status: answer.status, body: answer.body, ms: Date.now() - started },
        }),
      );

    // Ana and all that was hers: gone; her old session opens nothing.
    expect(await models.User.exists({ _id: anaOid })).toBeNull();
    expect(await models.Profile.exists({ _id: anaOid })).toBeNull();
    expect(await models.Session.exists({ user_id: anaOid })).toBeNull();
    expect(await models.SessionList.exists({ _id: t.anaId })).toBeNull();
    expect(await models.Post.exists({ author_id: anaOid })).toBeNull();
    expect(await models.Comment.exists({ user_id: anaOid })).toBeNull();
    expect(await models.Reaction.exists({ user_id: anaOid })).toBeNull();
    expect(await models.Inbox.exists({ _id: t.anaId })).toBeNull();
    expect(await models.Block.exists({ _id: t.anaId })).toBeNull();
    for (const postId of t.hung) {
      expect(await models.Comment.exists({ post_id: oid(postId) })).toBeNull();
      expect(await models.Reaction.exists({ post_id: oid(postId) })).toBeNull();
    }
    expect((await withSession(appB.url, anaSession).get('/api/users/me')).status).toBe(401);

    // Ben's post counts exactly what is left: Cy's comment and reaction.
    const benPost = await models.Post.findById(t.benPost).lean();
    expect(benPost).toMatchObject({ comments_count: 1, likes_count: 1 });
    expect(benPost?.reactions).toMatchObject(
      Object.fromEntries(REACTION_TYPES.map((r) => [r, r === 'love' ? 1 : 0])),
    );
    const comments = await ok(
      t.ben.get<{ comments: { content: string }[] }>(
        `${appB.url}/api/social/posts/${t.benPost}/comments`,
      ),
    );
    expect(comments.comments.map((c) => c.content)).toEqual(['cy-comment']);

    // Ben's conversation with her: 'Deleted account', his own messages only.
    const threads = await ok(t.ben.get<ThreadList>(`${appB.url}/api/messages/threads`));
    expect(threads.threads.find((th) => th.other_user_id === t.anaId)).toMatchObject({
      other_user_name: DELETED_ACCOUNT_NAME,
      unread_count: 0,
    });
    const conv = await ok(
      t.ben.get<ConversationPage>(`${appB.url}/api/messages/thread/${t.anaId}`),
    );
    expect(conv.other_user).toMatchObject({ display_name: DELETED_ACCOUNT_NAME, deleted: true });
    expect(conv.messages.map((m) => m.content)).toEqual(['ben-first', 'ben-second']);

    // Cy's block document no longer names her.
    expect(await models.Block.findById(t.cyId).lean()).toMatchObject({ blocked_by: [] });

    // Reports: the case about her post keeps its words; hers stays, without her.
    const aboutHer = await models.ModerationCase.findById(`post:${t.reported.id}`).lean();
    expect(aboutHer?.snapshot?.content).toBe(t.reported.content);
    const hers = await models.ModerationCase.findById(`post:${t.benPost}`).lean();
    expect(hers?.reporter_ids).toHaveLength(1);
    expect(hers?.reporter_ids).not.toContain(t.anaId);
    expect(await models.Report.exists({ reporter_id: anaOid })).toBeNull();
    expect(await models.Report.exists({ reason: 'ana-reports-ben' })).not.toBeNull();

    // Signing in again with her email makes a new, empty account.
    const again = new TestClient(appB.url);
    await again.signIn(t.anaEmail, 'Ana');
    const me = await ok(again.get<{ id: string }>('/api/users/me'));
    expect(me.id).not.toBe(t.anaId);
    expect(await models.Post.exists({ author_id: oid(me.id) })).toBeNull();
    expect(await models.Profile.exists({ _id: oid(me.id), display_name: 'Ana' })).toBeNull();
  },
);

// The account was gone before the engine died (checked above), so the right answer is 200
// { deleted: true } with the session cookie cleared: the route learns from the job itself that its
// first step is done (bff/services/account/deletion.ts, signedOut) and asks the dead engine
// nothing. A 5xx would tell the person their account is still there, and trying again answers 401.
it('the DELETE answer of a deletion whose engine died after the account was gone is 200 { deleted: true }', (ctx) => {
  onlyInBffProject(ctx);
  expect(answers).toHaveLength(KILL_POINTS.length);
  for (const answer of answers)
    expect(answer).toEqual({
      point: answer.point,
      status: 200,
      body: { deleted: true },
      cookieCleared: true,
    });
});

afterAll(() => {
  if (process.env.TEST_LOG) console.log(JSON.stringify({ delete_answers: answers }));
});
