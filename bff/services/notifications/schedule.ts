import { fromTo } from '../../db/filters';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { minuteKey, minuteStart } from './clock';

/** Where jobs wait for their minute (bff/models/notification.ts, NotificationDue). */
export interface DueStore {
  /** Puts `job` in the bucket of the minute `at` falls in (once, however often it is put). */
  add(at: Date, job: string): Promise<void>;
  /** Takes a minute's jobs out (one process gets them; the others get none). */
  claim(key: string): Promise<string[]>;
  /** The minutes from `first` to `last` that have jobs (catching up after a pause). */
  keysBetween(first: string, last: string): Promise<string[]>;
  /** The last minute every process may take as done; null before the first. */
  through(): Promise<string | null>;
  setThrough(key: string): Promise<void>;
}

/** The document keeping `through`: not a minute, so no job is ever put in it. */
const CURSOR_ID = 'through';

/**
 * Due jobs in the database: one document per minute with jobs, read and claimed by `_id`. Adding
 * to a minute and taking it are serialised per minute where the engine does not isolate them
 * (bff/db/seam.ts): two people's reminders at the same minute (20:00 is the default) must both
 * be kept, and a job added while the minute is taken must not go with it unread.
 */
export function databaseDueStore(models: Models, seam: Pick<EngineSeam, 'serialize'>): DueStore {
  const { NotificationDue } = models;
  const bucket = (key: string) => `notification_due:${key}`;
  return {
    async add(at, job) {
      const key = minuteKey(at);
      await seam.serialize(bucket(key), () =>
        NotificationDue.updateOne({ _id: key }, { $addToSet: { jobs: job } }, { upsert: true }),
      );
    },
    async claim(key) {
      const doc = await seam.serialize(bucket(key), () =>
        NotificationDue.findOneAndDelete({ _id: key }).lean<{ jobs?: string[] }>(),
      );
      return doc?.jobs ?? [];
    },
    async keysBetween(first, last) {
      // A scan, but of a small collection: only minutes with jobs, within a day or so ahead.
      const docs = await NotificationDue.find({ _id: fromTo(first, last) }, { _id: 1 }).lean<
        { _id: string }[]
      >();
      return docs.map((d) => d._id).filter((id) => id !== CURSOR_ID);
    },
    async through() {
      const doc = await NotificationDue.findById(CURSOR_ID).lean<{ through?: string }>();
      return doc?.through ?? null;
    },
    async setThrough(key) {
      await NotificationDue.updateOne(
        { _id: CURSOR_ID },
        { $max: { through: key } },
        { upsert: true },
      );
    },
  };
}

/** Minutes looked back at most after the server was down (a week). */
export const CATCH_UP_MINUTES = 7 * 24 * 60;
/** Up to this many minutes, each is read by `_id`; more (a pause) are listed first. */
const READ_EACH_UP_TO = 5;
/**
 * `through` stays this many minutes behind the clock, so every tick reads the last few minutes
 * again: a job put in a minute just after a tick took that minute (by this process or another,
 * or by one whose clock is a little behind) is still found by the next tick.
 */
export const SETTLE_MINUTES = 2;

/**
 * Runs each minute's jobs once that minute has come: every tick reads the buckets from the last
 * minute done up to now by `_id`, claims each (so of several processes one runs it), and runs its
 * jobs; a job's failure is logged and the others go on. A server that was down catches up on
 * the minutes it missed (up to CATCH_UP_MINUTES), and each job decides what a late run means
 * (a reminder hours late is not sent: bff/services/notifications/index.ts). A job is never put
 * in a minute already past (it goes in the current one), and the last SETTLE_MINUTES are never
 * taken as done, so a job cannot land where no tick will look.
 */
export function dueTicker(deps: {
  store: DueStore;
  run: (job: string, due: string) => Promise<void>;
  now: () => Date;
  failed: (job: string, err: unknown) => void;
}) {
  let running: Promise<number> | null = null;

  async function tick(): Promise<number> {
    const now = deps.now();
    const last = minuteKey(now);
    const settled = minuteKey(new Date(now.getTime() - SETTLE_MINUTES * 60_000));
    const earliest = new Date(now.getTime() - CATCH_UP_MINUTES * 60_000);
    const done = await deps.store.through();
    let at = done ? new Date(minuteStart(done).getTime() + 60_000) : minuteStart(settled);
    if (at < earliest) at = earliest;
    const first = minuteKey(at);
    if (first > last) return 0;
    const minutes = (minuteStart(last).getTime() - minuteStart(first).getTime()) / 60_000 + 1;
    const keys: string[] = [];
    if (minutes > READ_EACH_UP_TO) keys.push(...(await deps.store.keysBetween(first, last)));
    else
      for (let i = 0; i < minutes; i++)
        keys.push(minuteKey(new Date(minuteStart(first).getTime() + i * 60_000)));
    let ran = 0;
    for (const key of keys.sort()) {
      for (const job of await deps.store.claim(key)) {
        ran++;
        await deps.run(job, key).catch((err: unknown) => deps.failed(job, err));
      }
      if (key <= settled) await deps.store.setThrough(key);
    }
    await deps.store.setThrough(settled);
    return ran;
  }

  return {
    /** Runs what is due; a tick while one runs waits for it instead of reading twice. */
    tick(): Promise<number> {
      running ??= tick().finally(() => {
        running = null;
      });
      return running;
    },
    /**
     * Puts `job` at the minute of `at`, or in the current minute when `at` is already past; the
     * answer is the minute's key, which the job's owner keeps to know the job is still theirs.
     */
    async schedule(at: Date, job: string): Promise<string> {
      const now = deps.now();
      const when = at < now ? now : at;
      await deps.store.add(when, job);
      return minuteKey(when);
    },
  };
}
export type DueTicker = ReturnType<typeof dueTicker>;
