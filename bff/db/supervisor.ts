import type { Logger } from '../logger';
import type { RunningEngine } from './types';

/** Whether the database can take requests now; the BFF answers 503 at once while it cannot. */
export interface DatabaseStatus {
  /** False while the embedded engine is down and being restarted. */
  readonly up: boolean;
}

export interface SupervisedEngine extends DatabaseStatus {
  /** The engine that runs now (a new one after each restart). */
  readonly current: RunningEngine;
  /** Stops supervising and stops the engine. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  log: Logger;
  /** True once the database answers again through the BFF's own connection. */
  ready: () => Promise<boolean>;
  /** Waits before restart attempts: the n-th attempt waits backoffMs[n] (the last repeats). */
  backoffMs?: readonly number[];
  /** An engine that ran at least this long before dying starts its back-off from the beginning. */
  stableMs?: number;
}

const BACKOFF_MS = [250, 1000, 2000, 4000, 8000, 15_000];

/**
 * Keeps the embedded engine running: when its process ends without being asked (a crash, a
 * SIGKILL, the OOM killer), it is started again on the same data folder and address with a
 * growing back-off, every step logged, until the BFF's connection answers again. Data persists
 * in the folder, and this BFF stays its only user (the folder is locked), so what the process
 * keeps in memory (bff/db/seam.ts) stays valid across the restart. An engine without onExit
 * and restart (an external MongoDB, the embedded mongod) is returned as it is, always up.
 */
export function superviseEngine(first: RunningEngine, options: SuperviseOptions): SupervisedEngine {
  const { log, ready } = options;
  const backoff = options.backoffMs ?? BACKOFF_MS;
  const stableMs = options.stableMs ?? 30_000;
  let current = first;
  let up = true;
  let recovering = false;
  let stopped = false;
  let upSince = Date.now();
  let streak = 0; // restarts in a row that did not stay up for stableMs

  if (!first.onExit || !first.restart) {
    return {
      get up() {
        return true;
      },
      get current() {
        return first;
      },
      stop: () => first.stop(),
    };
  }

  const watch = (engine: RunningEngine) =>
    engine.onExit?.((why) => {
      if (!stopped && !recovering && engine === current) void recover(why);
    });

  async function recover(why: string) {
    recovering = true;
    up = false;
    streak = Date.now() - upSince < stableMs ? streak + 1 : 0;
    log.warn('database engine stopped unexpectedly; restarting it', {
      engine: current.engine,
      why: why.replace(/\s+/g, ' ').trim(),
    });
    const downSince = Date.now();
    for (let attempt = 1; !stopped; attempt++) {
      const waitMs = backoff[Math.min(streak + attempt - 1, backoff.length - 1)] ?? 1000;
      await new Promise((r) => setTimeout(r, waitMs));
      if (stopped) break;
      let next: RunningEngine | undefined;
      try {
        next = await current.restart!();
        if (stopped) {
          await next.stop();
          break;
        }
        current = next;
        watch(next);
        if (!(await ready())) throw new Error('the database did not answer after the restart');
      } catch (err) {
        // The failed start is logged below; a half-started engine that will not stop is gone anyway.
        await next?.stop().catch(() => {});
        log.error('database engine restart failed; trying again', {
          attempt,
          error: (err as Error).message.replace(/\s+/g, ' ').trim(),
        });
        continue;
      }
      recovering = false;
      up = true;
      upSince = Date.now();
      log.info('database engine restarted', {
        engine: next.engine,
        pid: next.pid,
        attempt,
        downMs: Date.now() - downSince,
      });
      return;
    }
    recovering = false;
  }

  watch(first);
  return {
    get up() {
      return up;
    },
    get current() {
      return current;
    },
    async stop() {
      stopped = true;
      await current.stop();
    },
  };
}
