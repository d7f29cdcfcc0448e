import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { background, type Background } from '../background';
import { connectDatabase, type Database } from '../db/connect';
import { engineSeam, type EngineName } from '../db/seam';
import { silentLogger } from '../logger';
import { hashSecret } from '../secrets';
import { backfillSessionLists } from './sessionListBackfill';
import { sessionPublicId } from './sessionPublicId';
import { LAST_SEEN_EVERY_MS, sessionService } from './sessions';

/**
 * The sessions service over a real database (bff/services/sessions.ts): when `last_seen_at`
 * moves (never more than once every LAST_SEEN_EVERY_MS, whatever the number of requests), the
 * per-person list (pruned when listed, put back by a session in use, dropped by endAll) and the
 * one-time back-fill of sessions stored before the lists existed. The routes are tested over HTTP
 * in bff/routes/sessions/sessions.test.ts.
 */
let db: Database;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const config = { adminEmails: [], sessionTtlMs: 14 * 24 * 3600_000, loginCodeTtlMs: 120_000 };

/** The clock the service reads; tests move it. */
let clock = Date.parse('2026-11-26T10:00:00Z');
/** The background work each call started, so a test can wait for it. */
let pending: Promise<void>[] = [];

beforeAll(async () => {
  db = await connectDatabase(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`);
});
afterAll(async () => {
  await db.conn.dropDatabase().catch(() => {});
  await db.close();
});
beforeEach(() => {
  clock = Date.parse('2026-11-26T10:00:00Z');
  pending = [];
});

const seam = () => engineSeam(db.conn, inject('dbEngine') as EngineName);

function service() {
  const jobs = background(silentLogger);
  const recording: Background = {
    ...jobs,
    run: (job, work) => {
      const done = jobs.run(job, work);
      pending.push(done);
      return done;
    },
  };
  return sessionService(db.models, config, seam(), { jobs: recording, now: () => clock });
}
const settled = async () => {
  await Promise.all(pending);
  pending = [];
};

async function person() {
  const user = await db.models.User.create({
    sub: `dev:${randomBytes(6).toString('hex')}`,
    email: `${randomBytes(6).toString('hex')}@example.com`,
  });
  return String(user._id);
}

/** Signs in through the service as a browser with `userAgent`; the token and its hash. */
async function signIn(sessions: ReturnType<typeof service>, userId: string, userAgent = FIREFOX) {
  const code = await sessions.createLoginCode(new Types.ObjectId(userId), 'browser');
  const { token } = await sessions.redeemLoginCode(code, 'browser', userAgent);
  await settled();
  return { token, hash: hashSecret(token) };
}

const stored = (hash: string) => db.models.Session.findById(hash).lean();
const listOf = async (userId: string) =>
  (await db.models.SessionList.findById(userId).lean())?.hashes ?? [];

describe('last_seen_at', () => {
  it('moves at most once every LAST_SEEN_EVERY_MS, however many requests come', async () => {
    const sessions = service();
    const ana = await person();
    const { token, hash } = await signIn(sessions, ana);
    const signedInAt = clock;
    expect((await stored(hash))!.last_seen_at!.getTime()).toBe(signedInAt);

    for (const after of [1_000, 60_000, LAST_SEEN_EVERY_MS - 1]) {
      clock = signedInAt + after;
      expect((await sessions.userForToken(token))?.id).toBe(ana);
    }
    expect(pending).toEqual([]);
    await settled();
    expect((await stored(hash))!.last_seen_at!.getTime()).toBe(signedInAt);

    clock = signedInAt + LAST_SEEN_EVERY_MS;
    await sessions.userForToken(token);
    expect(pending).toHaveLength(1);
    await settled();
    expect((await stored(hash))!.last_seen_at!.getTime()).toBe(clock);

    const seenAt = clock;
    clock = seenAt + LAST_SEEN_EVERY_MS - 1;
    await sessions.userForToken(token);
    expect(pending).toEqual([]);
    expect((await stored(hash))!.last_seen_at!.getTime()).toBe(seenAt);
  });

  it('puts a session in use back in its list when a prune took it out', async () => {
    const sessions = service();
    const ana = await person();
    const { token, hash } = await signIn(sessions, ana);
    await db.models.SessionList.updateOne({ _id: ana }, { $pullAll: { hashes: [hash] } });
    clock += LAST_SEEN_EVERY_MS;
    await sessions.userForToken(token);
    await settled();
    expect(await listOf(ana)).toEqual([hash]);
  });
});

describe('the list of a person’s sessions', () => {
  it('is pruned of sessions gone or expired when listed, newest last_seen first', async () => {
    const sessions = service();
    const ana = await person();
    const laptop = await signIn(sessions, ana);
    clock += 60_000;
    const phone = await signIn(
      sessions,
      ana,
      'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
    );
    const gone = await signIn(sessions, ana);
    const expiring = await signIn(sessions, ana);
    await db.models.Session.deleteOne({ _id: gone.hash });
    await db.models.Session.updateOne(
      { _id: expiring.hash },
      { $set: { expires_at: new Date(clock - 1) } },
    );
    expect(await listOf(ana)).toHaveLength(4);

    const listed = await sessions.list(ana, laptop.hash);
    expect(listed.map((s) => [s.id, s.device, s.current])).toEqual([
      [sessionPublicId(phone.hash), 'Chrome on Android', false],
      [sessionPublicId(laptop.hash), 'Firefox on Windows', true],
    ]);
    expect((await listOf(ana)).sort()).toEqual([laptop.hash, phone.hash].sort());
  });

  it('a sign-in prunes what earlier sessions left behind', async () => {
    const sessions = service();
    const ana = await person();
    const old = await signIn(sessions, ana);
    await db.models.Session.deleteOne({ _id: old.hash });
    const now = await signIn(sessions, ana);
    expect(await listOf(ana)).toEqual([now.hash]);
  });

  it('logout takes the session out of the list', async () => {
    const sessions = service();
    const ana = await person();
    const stays = await signIn(sessions, ana);
    const leaves = await signIn(sessions, ana);
    await sessions.endSession(leaves.token);
    expect(await stored(leaves.hash)).toBeNull();
    expect(await listOf(ana)).toEqual([stays.hash]);
  });

  it('endAll ends every session, those missing from the list too, and drops the list', async () => {
    const sessions = service();
    const [ana, ben] = [await person(), await person()];
    const listedOne = await signIn(sessions, ana);
    const bens = await signIn(sessions, ben);
    // Stored before the lists existed, and not back-filled yet.
    await db.models.Session.create({
      _id: hashSecret('unlisted'),
      user_id: new Types.ObjectId(ana),
      expires_at: new Date(clock + 60_000),
    });
    await sessions.endAll(ana);
    expect(await stored(listedOne.hash)).toBeNull();
    expect(await stored(hashSecret('unlisted'))).toBeNull();
    expect(await db.models.SessionList.findById(ana).lean()).toBeNull();
    expect(await sessions.userForToken(listedOne.token)).toBeUndefined();
    // Nobody else's sessions end.
    expect(await stored(bens.hash)).not.toBeNull();
    expect(await listOf(ben)).toEqual([bens.hash]);
  });
});

describe('the back-fill of sessions stored before the lists', () => {
  it('puts each stored session in its person’s list, once', async () => {
    const sessions = service();
    const [ana, ben] = [await person(), await person()];
    const old = (name: string, userId: string) =>
      db.models.Session.create({
        _id: hashSecret(name),
        user_id: new Types.ObjectId(userId),
        created_at: new Date(clock - 3600_000),
        expires_at: new Date(clock + 3600_000),
      });
    await old('ana-laptop', ana);
    await old('ana-phone', ana);
    await old('ben-laptop', ben);

    await backfillSessionLists(db.models, db.conn, seam());
    expect((await listOf(ana)).sort()).toEqual(
      [hashSecret('ana-laptop'), hashSecret('ana-phone')].sort(),
    );
    expect(await listOf(ben)).toEqual([hashSecret('ben-laptop')]);
    // Listed like any other: no device known, last seen when it was made.
    const listed = await sessions.list(ben, hashSecret('ben-laptop'));
    expect(listed).toEqual([
      {
        id: sessionPublicId(hashSecret('ben-laptop')),
        device: 'Unknown browser',
        created_at: new Date(clock - 3600_000).toISOString(),
        last_seen_at: new Date(clock - 3600_000).toISOString(),
        current: true,
      },
    ]);

    // Once: a session stored without its list after the back-fill is not picked up again.
    await old('ben-tablet', ben);
    await backfillSessionLists(db.models, db.conn, seam());
    expect(await listOf(ben)).toEqual([hashSecret('ben-laptop')]);
  });
});
