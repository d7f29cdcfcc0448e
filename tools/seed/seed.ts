import { Types } from 'mongoose';
import { anyOf } from '../../bff/db/filters';
import type { Database } from '../../bff/db/connect';
import { pagedLists } from '../../bff/db/pagedList';
import { engineSeam, type EngineName } from '../../bff/db/seam';
import { pairKey } from '../../bff/models/thread';
import { socialService } from '../../bff/services/social';
import { FEED_LIST, feedRefOf } from '../../bff/services/social/lists';
import type { SignedInUser } from '../../bff/viewer';
import { REACTION_TYPES } from '../../contract/social';
import { fictionalPeople, fictionalPost, type SeedPerson } from './content';

/** Seeding steps shared by `npm run seed` and `npm run bench`. */

export const SEED_SUB = 'seed:';
const BATCH = 2000;

/** People who signed in for real: anyone the seed did not make. */
export async function realUsers(db: Database): Promise<number> {
  const { User } = db.models;
  const users = await User.find({}, { sub: 1 }).limit(100_000).lean();
  return users.filter((u) => !u.sub.startsWith(SEED_SUB)).length;
}

export async function seedPeople(db: Database, count: number): Promise<SeedPerson[]> {
  const { User, Profile, Thread } = db.models;
  const people = fictionalPeople(count);
  const existing = new Set(
    (await User.find({ sub: anyOf(people.map((p) => p.sub)) }, { sub: 1 }).lean()).map(
      (u) => u.sub,
    ),
  );
  const fresh = people.filter((p) => !existing.has(p.sub));
  for (let i = 0; i < fresh.length; i += BATCH) {
    const chunk = fresh.slice(i, i + BATCH);
    await User.insertMany(
      chunk.map((p) => ({ _id: p.id, sub: p.sub, email: p.email, provider_name: p.name })),
      { ordered: false },
    );
    await Profile.insertMany(
      chunk.map((p) => ({ _id: p.id, ...p.profile })),
      { ordered: false },
    );
  }
  // Peers (people who share a thread) make 'friends' posts visible to someone.
  const ids = (await User.find({ sub: anyOf(people.map((p) => p.sub)) }, { sub: 1 }).lean()).map(
    (u) => ({ sub: u.sub, id: u._id }),
  );
  const idOf = new Map(ids.map((u) => [u.sub, u.id]));
  for (const p of people) p.id = idOf.get(p.sub) ?? p.id;
  const pairs = new Map<string, Types.ObjectId[]>();
  people.forEach((p, i) => {
    const q = people[(i * 7 + 3) % people.length]!;
    if (q.sub !== p.sub) pairs.set(pairKey(String(p.id), String(q.id)), [p.id, q.id]);
  });
  await Thread.insertMany(
    // Peers in the fictional past: both wrote ('friends' privacy, bff/policies/social.ts).
    [...pairs].map(([key, users]) => ({ _id: key, user_ids: users, wrote_0: true, wrote_1: true })),
    { ordered: false },
  ).catch((err: { code?: number; writeErrors?: unknown[] }) => {
    if (!err.writeErrors) throw err; // duplicates from an earlier seed are fine
  });
  return people;
}

export async function seedPosts(
  db: Database,
  engine: EngineName,
  people: SeedPerson[],
  count: number,
) {
  const seam = engineSeam(db.conn, engine);
  const lists = pagedLists(db.conn, seam);
  const { Post } = db.models;
  // The start-up migrations run on what is there now, so the posts written below, already in
  // today's shape, are never scanned by them later.
  await socialService(db.models, db.conn, seam).ready();
  const now = Date.now();
  const span = 365 * 24 * 3600_000;
  const started = performance.now();
  for (let i = 0; i < count; i += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => {
      const n = i + j;
      const author = people[(n * 31) % people.length]!;
      // Oldest first, so list positions follow time as they do when people post.
      const created_at = new Date(now - span + Math.floor((span * n) / Math.max(1, count)));
      return {
        _id: new Types.ObjectId(),
        author_id: author.id,
        display_name: author.profile.display_name,
        created_at,
        status: 'published',
        ...fictionalPost(n),
      };
    });
    const positions = await lists.appendMany(FEED_LIST, docs.map(feedRefOf));
    await Post.insertMany(
      docs.map((d, j) => ({ ...d, feed_pos: positions[j] })),
      { ordered: false, lean: true },
    );
    const done = Math.min(i + BATCH, count);
    const rate = Math.round(done / ((performance.now() - started) / 1000));
    process.stdout.write(`\rposts ${done} / ${count} (${rate}/s)   `);
  }
  if (count) process.stdout.write('\n');
}

/** Reactions and comments on the newest posts, through the service (the app's own rules). */
export async function seedActivity(
  db: Database,
  engine: EngineName,
  people: SeedPerson[],
  count: number,
) {
  const posts = socialService(db.models, db.conn, engineSeam(db.conn, engine));
  const viewer = (p: SeedPerson): SignedInUser => ({
    id: String(p.id),
    email: p.email,
    is_admin: false,
  });
  const page = await posts.feed(viewer(people[0]!), { limit: 50 });
  const targets = page.posts.filter((p) => p.privacy === 'public');
  const reactions = Math.min(5000, Math.ceil(count / 20));
  const comments = Math.min(1000, Math.ceil(count / 100));
  const jobs: (() => Promise<unknown>)[] = [];
  for (let n = 0; n < reactions && targets.length; n++) {
    const post = targets[n % targets.length]!;
    const who = people[(n * 13 + 5) % people.length]!;
    jobs.push(() => posts.react(viewer(who), post.id, REACTION_TYPES[n % REACTION_TYPES.length]!));
  }
  for (let n = 0; n < comments && targets.length; n++) {
    const post = targets[(n * 3) % targets.length]!;
    const who = people[(n * 17 + 1) % people.length]!;
    jobs.push(() => posts.addComment(viewer(who), post.id, COMMENTS[n % COMMENTS.length]!));
  }
  let next = 0;
  const worker = async () => {
    // Every target is public and every seeded person complete: a failure is a real one, and stops the seed.
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.log(`activity: ${reactions} reactions and ${comments} comments on the newest posts`);
}

const COMMENTS = [
  'Proud of you. Keep going!',
  'This really helped me today, thank you for sharing.',
  'Sending strength your way 💪',
  'Same here. One day at a time.',
  'You are not alone in this.',
];
