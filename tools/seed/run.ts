/**
 * `npm run seed -- --posts N [--people M] [--force]`: fills the configured database (MONGODB_URI,
 * or the embedded engine in DATA_DIR exactly as `npm start` opens it) with fictional people and
 * posts for designers and QA. Posts go in through the feed's own storage rules (the reference
 * first, then the post, in bulk); reactions and comments through the post service itself, so
 * counters and lists are what the app would have written.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../bff/config';
import { runCommand, withDatabase } from '../command';
import { realUsers, seedActivity, seedPeople, seedPosts } from './seed';

function options() {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: '1000' },
      people: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const posts = Number(values.posts);
  if (!Number.isSafeInteger(posts) || posts < 0 || posts > 2_000_000) {
    throw new Error('--posts must be a whole number from 0 to 2000000');
  }
  const people = values.people
    ? Number(values.people)
    : Math.min(2000, Math.max(20, Math.ceil(posts / 100)));
  if (!Number.isSafeInteger(people) || people < 2 || people > 100_000) {
    throw new Error('--people must be a whole number from 2 to 100000');
  }
  return { posts, people, force: values.force };
}

async function main() {
  const opts = options();
  const config = loadConfig();
  if (config.nodeEnv === 'production' && !opts.force) {
    throw new Error('Refusing to seed a production database (NODE_ENV=production); use --force.');
  }
  await withDatabase(config, async (db, engine) => {
    console.log(
      `seeding ${engine.engine} (${engine.dataDir ?? 'MONGODB_URI'}): ${opts.posts} posts, ${opts.people} people`,
    );
    const real = await realUsers(db);
    if (real > 0 && !opts.force) {
      throw new Error(
        `This database holds ${real} real account(s); seeding would mix fictional people into it. ` +
          'Use a fresh DATA_DIR, or --force if that is what you want.',
      );
    }
    const started = performance.now();
    const people = await seedPeople(db, opts.people);
    await seedPosts(db, engine.engine, people, opts.posts);
    await seedActivity(db, engine.engine, people, opts.posts);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
}

runCommand(main);
