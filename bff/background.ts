import { describeError, toHttpError } from './errors';
import type { Logger } from './logger';

/**
 * Work that no request waits for: live delivery, presence, sweeps, back-fills, migrations at start.
 * Nobody is there to answer, so its failure is logged here, once, with the error id a request would
 * have answered with (bff/errors.ts), and never silently dropped.
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

export function background(log: Logger): Background {
  const failed = (job: string, err: unknown) =>
    log.error('background job failed', {
      job,
      error: toHttpError(err).id,
      err: describeError(err),
    });
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
