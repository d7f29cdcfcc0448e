import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RunningEngine } from './types';

const run = promisify(execFile);
const toolDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tools/ferretdb');

/** The product's cache folder: FERRETDB_CACHE_DIR, else ~/.cache/peer-support-network. */
export function cacheDir(): string {
  return (
    process.env.FERRETDB_CACHE_DIR ??
    path.join(
      process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
      'peer-support-network',
    )
  );
}

/** Where the built engine is cached: keyed by its sources, so a change rebuilds it. */
export function ferretdbBinaryPath(): string {
  const hash = createHash('sha256');
  const sources = readdirSync(toolDir)
    .filter((f) => f === 'go.mod' || f === 'go.sum' || f.endsWith('.go'))
    .sort();
  for (const f of sources) hash.update(f).update(readFileSync(path.join(toolDir, f)));
  return path.join(cacheDir(), `ferretdb-1.24-${hash.digest('hex').slice(0, 16)}`);
}

/** Builds the FerretDB engine once (Go module proxy) and returns the binary's path. */
export async function buildFerretdb(log: (msg: string) => void = () => {}): Promise<string> {
  const bin = ferretdbBinaryPath();
  if (existsSync(bin)) return bin;
  log(`building the FerretDB engine into ${bin} (once; takes a minute or two)`);
  mkdirSync(path.dirname(bin), { recursive: true });
  const tmp = `${bin}.${process.pid}.tmp`;
  try {
    await run('go', ['build', '-trimpath', '-o', tmp, '.'], {
      cwd: toolDir,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error('Go is not installed, so the FerretDB engine cannot be built');
    throw new Error(`building the FerretDB engine failed: ${(e.stderr ?? e.message).trim()}`);
  }
  // rename is atomic: concurrent builders never see a half-written binary.
  renameSync(tmp, bin);
  return bin;
}

/**
 * Starts FerretDB with its SQLite data under dataDir and resolves once it accepts connections.
 * The engine gives every collection table the `_id` expression index its lookups need (at
 * start, then every 2 s for new tables; see tools/ferretdb/idindex.go). It locks its data
 * folder (a second engine on it is refused, naming the first one's pid) and stops when this
 * process dies: its stdin is a pipe from here (tools/ferretdb/process.go). `listen`: the
 * address to listen on (a restart reuses the last one, so connections find it again);
 * extraArgs: for tests.
 */
export async function startFerretdb(
  dataDir: string,
  log: (msg: string) => void,
  extraArgs: string[] = [],
  listen = '127.0.0.1:0',
): Promise<RunningEngine> {
  const bin = await buildFerretdb(log);
  const dir = path.join(dataDir, 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const child = spawn(bin, ['-dir', dir, '-listen', listen, '-watch-parent', ...extraArgs], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // The pipe stays open for this process's lifetime; the engine stops when it closes.
  child.stdin?.on('error', () => {});
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('FerretDB did not start within 60 s'));
    }, 60_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const m = /^READY (\S+)/.exec(line);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`FerretDB exited with code ${code}: ${stderr.trim() || 'no output'}`));
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
  let stopping = false;
  return {
    engine: 'ferretdb',
    uri,
    dataDir: dir,
    pid: child.pid,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
    restart: () => startFerretdb(dataDir, log, extraArgs, new URL(uri).host),
    onExit: (listener) => {
      child.once('exit', (code, signal) => {
        if (!stopping) listener(`exited with ${signal ?? `code ${code}`}: ${stderr.trim()}`);
      });
    },
  };
}

/**
 * SQLite's query plans of the statements FerretDB runs by `_id` (find, update, delete) for
 * each collection table of one database file (`<engine dataDir>/<database>.sqlite`).
 */
export async function ferretdbIdQueryPlans(
  sqliteFile: string,
): Promise<{ table: string; statement: string; plan: string }[]> {
  const bin = await buildFerretdb();
  const { stdout } = await run(bin, ['-explain', sqliteFile]);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [table = '', statement = '', plan = ''] = line.split('\t');
      return { table, statement, plan };
    });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
