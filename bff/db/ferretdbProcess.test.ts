import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it, vi } from 'vitest';
import { NoEngineError, startEngine } from './engine';
import { buildFerretdb, startFerretdb } from './ferretdb';
import type { RunningEngine } from './types';

// The engine and the process: one engine per data folder, and none outlives its BFF.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peer-ferret-process-'));
const running: RunningEngine[] = [];
const pids: number[] = [];
afterAll(async () => {
  await Promise.all(running.map((e) => e.stop()));
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** True while pid runs (a zombie waiting for its reaper counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

it('a second engine on the same data folder is refused, naming the folder and the first pid', async () => {
  const first = await startFerretdb(dataDir, () => {});
  running.push(first);
  const folder = path.join(dataDir, 'ferretdb');
  const err = await startFerretdb(dataDir, () => {}).catch((e: unknown) => e as Error);
  expect(err).toBeInstanceOf(Error);
  expect((err as Error).message).toContain(
    `the data folder ${folder} is in use by another engine (pid ${first.pid})`,
  );
  await first.stop();
  running.pop();
  // The lock goes with the process: the folder is free again at once.
  const again = await startFerretdb(dataDir, () => {});
  await again.stop();
}, 240_000);

it('the engine stops when the process that started it is killed (SIGKILL)', async () => {
  const bin = await buildFerretdb();
  const folder = path.join(dataDir, 'orphan');
  // A parent that starts the engine the way the BFF does, then is killed without warning.
  const parentScript = `
    const { spawn } = require('node:child_process');
    const c = spawn(process.argv[1], ['-dir', process.argv[2], '-listen', '127.0.0.1:0', '-watch-parent'],
      { stdio: ['pipe', 'inherit', 'inherit'] });
    console.log('ENGINE ' + c.pid);
    setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ['-e', parentScript, bin, folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let enginePid = 0;
  await new Promise<void>((resolve, reject) => {
    parent.once('exit', () => reject(new Error('the parent exited early')));
    createInterface({ input: parent.stdout! }).on('line', (line) => {
      const m = /^ENGINE (\d+)/.exec(line);
      if (m) {
        enginePid = Number(m[1]);
        pids.push(enginePid);
      }
      if (line.startsWith('READY ')) resolve();
    });
  });
  expect(alive(enginePid)).toBe(true);
  parent.kill('SIGKILL');
  await vi.waitFor(() => expect(alive(enginePid)).toBe(false), { timeout: 8000, interval: 100 });
  // Its lock went with it: a new engine takes the folder, and stops when its stdin closes.
  const reuse = spawn(bin, ['-dir', folder, '-listen', '127.0.0.1:0', '-watch-parent'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    reuse.once('exit', (code) => reject(new Error(`the engine exited with ${code}`)));
    createInterface({ input: reuse.stdout! }).on(
      'line',
      (l) => l.startsWith('READY ') && resolve(),
    );
  });
  reuse.stdin!.end(); // closing its stdin stops it too
  await new Promise((r) => reuse.once('exit', r));
}, 240_000);

it('a second BFF on the same DATA_DIR is told the folder is in use, not how to install Go', async () => {
  const first = await startEngine({ mongodbUri: undefined, dbEngine: 'ferretdb', dataDir });
  running.push(first);
  const err = await startEngine({ mongodbUri: undefined, dbEngine: 'ferretdb', dataDir }).catch(
    (e: unknown) => e as Error,
  );
  expect(err).toBeInstanceOf(NoEngineError);
  expect((err as Error).message).toBe(
    `Cannot start: the data folder ${path.join(dataDir, 'ferretdb')} is in use by another engine (pid ${first.pid}); stop it first or choose another DATA_DIR.`,
  );
  await first.stop();
  running.pop();
}, 240_000);
