import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '../..');

/** A real BFF (bff/server.ts) in a process of its own, as production runs it. */
export interface BffProcess {
  child: ChildProcess;
  url: string;
  /** Its log lines, parsed (JSON lines; other output is kept in `output` only). */
  logs: { msg: string; pid?: number; [k: string]: unknown }[];
  /** Its last 40 lines of output, for a failure message. */
  output: string[];
  exited: Promise<void>;
  /** SIGTERM (a clean stop), then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts bff/server.ts with the local sign-in and `env` over this process's environment, on a
 * loopback port the system picks (PORT=0: no port is chosen first and taken by someone else before
 * the BFF binds it); resolves once it has logged its address and /api/health answers 200 (rejects
 * with its output if it exits or does not answer within startupMs).
 */
export async function startBffProcess(
  env: Record<string, string>,
  startupMs = 180_000,
): Promise<BffProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bff/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      LOG_REQUESTS: '0',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: BffProcess['logs'] = [];
  const output: string[] = [];
  const remember = (line: string) => {
    output.push(line);
    if (output.length > 40) output.shift();
    try {
      logs.push(JSON.parse(line) as BffProcess['logs'][number]);
    } catch {
      // not a log line (a message of the engine)
    }
  };
  createInterface({ input: child.stdout! }).on('line', remember);
  createInterface({ input: child.stderr! }).on('line', remember);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + startupMs;
  let url: string | undefined;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the BFF exited while starting:\n${output.join('\n')}`);
    url ??= logs.find((l) => l.msg === 'listening')?.url as string | undefined;
    const ok =
      url !== undefined &&
      (await fetch(`${url}/api/health`)
        .then((r) => r.status === 200)
        // Not listening yet, or refusing while it starts: what this loop waits through.
        .catch(() => false));
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the BFF did not start:\n${output.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url: url!,
    logs,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
