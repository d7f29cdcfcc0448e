import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
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

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts bff/server.ts with the local sign-in on a free loopback port and `env` over this
 * process's environment; resolves once /api/health answers 200 (rejects with its output if it
 * exits or does not answer within startupMs).
 */
export async function startBffProcess(
  env: Record<string, string>,
  startupMs = 180_000,
): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bff/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
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
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the BFF exited while starting:\n${output.join('\n')}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the BFF did not start:\n${output.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url,
    logs,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
