import { describeError, toHttpError } from './errors';
import type { Logger } from './logger';

/**
 * A job that keeps failing (the database down for a minute, with a poll every 250 ms and a
 * presence refresh per connected person) is logged once, then at most once per this long with the
 * number of failures in between, so the line that matters is not buried.
 */
export const REPEAT_LOG_MS = 60_000;

/**
 * Work that no request waits for: live delivery, presence, sweeps, back-fills, migrations at start.
 * Nobody is there to answer, so its failure is logged here with the error id a request would have
 * answered with (bff/errors.ts), and never silently dropped.
 */
export interface Background {
  /**
   * Lets `work` run on; a failure is logged under `job`. The promise settles with the work and
   * never rejects: await it where the order of events matters, leave it where it does not.
   */
  run(job: string, work: PromiseLike<unknown>): Promise<void>;
  /** Logs a failure of `job` that was caught elsewhere (a poll loop's own catch). */
  failed(job: string, err: unknown): void;
  /** Runs `task` every `ms` (not keeping the process alive); each failure is logged under `job`. */
  every(job: string, ms: number, task: () => PromiseLike<unknown>): NodeJS.Timeout;
}

export function background(log: Logger, now: () => number = Date.now): Background {
  /** Per job: when it was last logged, and how many failures were not logged since. */
  const quiet = new Map<string, { loggedAt: number; since: number }>();
  const failed = (job: string, err: unknown) => {
    const seen = quiet.get(job);
    if (seen && now() - seen.loggedAt < REPEAT_LOG_MS) {
      seen.since += 1;
      return;
    }
    log.error('background job failed', {
      job,
      error: toHttpError(err).id,
      err: describeError(err),
      ...(seen?.since ? { failures_not_logged: seen.since } : {}),
    });
    quiet.set(job, { loggedAt: now(), since: 0 });
  };
  const run = (job: string, work: PromiseLike<unknown>): Promise<void> =>
    Promise.resolve(work).then(
      () => {},
      (err: unknown) => {
        failed(job, err);
      },
    );
  return {
    run,
    failed,
    every(job, ms, task) {
      const timer = setInterval(() => void run(job, Promise.resolve().then(task)), ms);
      timer.unref();
      return timer;
    },
  };
}
