/**
 * `npm run test:chaos`: the engine killed under writes (docs/architecture.md, Tests). Starts the
 * real BFF (bff/server.ts, a child process) on the embedded FerretDB engine with a fresh DATA_DIR
 * and the local sign-in, signs in and writes posts through the API, then:
 *   1. kills the engine with SIGKILL: /api/health must say degraded, then ok again within 15 s
 *      with no manual step, and every write the API acknowledged must be there;
 *   2. kills the BFF with SIGKILL: no engine may be left running on the data folder, and a
 *      clean restart on the same DATA_DIR must serve the same posts.
 * Exits 1 with the reason on the first failed check. Takes well under two minutes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBffProcess, type BffProcess } from '../../bff/test/bffProcess';
import { TestClient } from '../../bff/test/harness';

const RECOVERY_LIMIT_MS = 15_000;
const started = Date.now();

const step = (msg: string) =>
  console.log(`[chaos ${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
class ChaosFailure extends Error {}
function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new ChaosFailure(message);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Processes whose command line names this data folder's engine (a leftover would be an orphan). */
function enginesOn(engineDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (/^\d+ \(.*\) Z/.test(stat)) continue; // a zombie is already dead
      if (cmd.includes('-dir') && cmd.includes(engineDir)) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

type Bff = BffProcess;

/** The real BFF on the embedded FerretDB engine in dataDir. */
async function startBff(dataDir: string): Promise<Bff> {
  try {
    return await startBffProcess({
      DATA_DIR: dataDir,
      DB_ENGINE: 'ferretdb',
      MONGODB_URI: '',
      // One person writes as fast as the engine allows: what is tested is the engine, not abuse.
      RATE_LIMITS: 'off',
    });
  } catch (err) {
    throw new ChaosFailure((err as Error).message);
  }
}

function enginePid(bff: Bff): number {
  const line = [...bff.logs]
    .reverse()
    .find((l) => l.msg === 'database engine restarted' || l.msg.startsWith('database engine: '));
  check(line?.pid, 'the BFF did not log its engine pid');
  return line.pid;
}

async function health(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Every post id in the feed of client, page by page. */
async function feedIds(client: TestClient): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const q: string = cursor ? `?limit=50&cursor=${encodeURIComponent(cursor)}` : '?limit=50';
    const res = await client.get<{ posts: { id: string }[]; next_cursor: string | null }>(
      `/api/social/posts${q}`,
    );
    check(res.status === 200, `the feed answered ${res.status}: ${JSON.stringify(res.body)}`);
    for (const p of res.body.posts) ids.add(p.id);
    cursor = res.body.next_cursor;
  } while (cursor);
  return ids;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peer-chaos-'));
  const engineDir = path.join(dataDir, 'ferretdb');
  const bffs: Bff[] = [];
  try {
    step(`starting the BFF on the embedded FerretDB engine (DATA_DIR=${dataDir})`);
    const bff = await startBff(dataDir);
    bffs.push(bff);
    const firstEngine = enginePid(bff);
    const person = new TestClient(bff.url);
    await person.signUp('chaos@example.com', 'Chaos Tester');
    step(`signed in; engine pid ${firstEngine}`);

    // Writers post until told to stop; only what the API acknowledged (201) counts.
    const acknowledged: string[] = [];
    const refused: number[] = [];
    // Writers never throw (they run unawaited): what they saw is checked by the main flow.
    const unexpected: string[] = [];
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const res = await person
          .post<{ post?: { id: string } }>('/api/social/posts', {
            content: `chaos write ${n}.${i}`,
            privacy: 'public',
          })
          .catch(() => ({ status: 0, body: {} as { post?: { id: string } } }));
        if (res.status === 201 && res.body.post) acknowledged.push(res.body.post.id);
        else {
          refused.push(res.status);
          if (res.status !== 503 && res.status !== 0)
            unexpected.push(`a write answered ${res.status}: ${JSON.stringify(res.body)}`);
          await sleep(100);
        }
      }
    };
    const writers = [writer(1), writer(2), writer(3)];
    const writingSince = Date.now();
    while (acknowledged.length < 30 && unexpected.length === 0) {
      check(Date.now() - writingSince < 60_000, 'the writers got no 30 writes through in 60 s');
      await sleep(50);
    }
    check(unexpected.length === 0, unexpected[0] ?? '');

    step(`${acknowledged.length} writes acknowledged; killing the engine (SIGKILL)`);
    process.kill(firstEngine, 'SIGKILL');
    const killedAt = Date.now();
    // Health is asked every 50 ms without waiting for the answer before: a probe that reached
    // the BFF before it noticed the kill pings the database and waits (up to 2 s) for the
    // restarted engine to answer 'ok', and must not hide the 'restarting' answers meanwhile.
    // Recovered means an 'ok' to a probe sent after a 'degraded' came back.
    let degradedAt: number | null = null;
    let recoveredAfter = -1;
    const probes: Promise<void>[] = [];
    while (recoveredAfter < 0 && Date.now() - killedAt < RECOVERY_LIMIT_MS + 5000) {
      const sentAt = Date.now();
      probes.push(
        health(bff.url).then(
          (h) => {
            if (h.status === 503 && h.body.status === 'degraded') degradedAt ??= Date.now();
            else if (h.status === 200 && h.body.status === 'ok' && degradedAt !== null) {
              if (sentAt > degradedAt && recoveredAfter < 0) recoveredAfter = Date.now() - killedAt;
            }
          },
          () => {}, // not answering at all: neither degraded nor ok
        ),
      );
      await sleep(50);
    }
    await Promise.all(probes);
    check(degradedAt !== null, '/api/health never reported degraded after the engine was killed');
    check(
      recoveredAfter >= 0 && recoveredAfter <= RECOVERY_LIMIT_MS,
      `/api/health did not report ok within ${RECOVERY_LIMIT_MS / 1000} s of the kill`,
    );
    step(`health said degraded, then ok ${(recoveredAfter / 1000).toFixed(1)} s after the kill`);
    const acknowledgedBefore = acknowledged.length;
    const recoveredAt = Date.now();
    while (acknowledged.length < acknowledgedBefore + 10) {
      // Writes work again.
      check(Date.now() - recoveredAt < 30_000, 'writes did not work again within 30 s');
      check(unexpected.length === 0, unexpected[0] ?? '');
      await sleep(50);
    }
    writing = false;
    await Promise.all(writers);
    check(unexpected.length === 0, unexpected[0] ?? '');
    const secondEngine = enginePid(bff);
    check(secondEngine !== firstEngine, 'the engine pid did not change after the restart');
    check(
      bff.logs.some((l) => l.msg === 'database engine stopped unexpectedly; restarting it'),
      'the restart was not logged',
    );

    const present = await feedIds(person);
    const lost = acknowledged.filter((id) => !present.has(id));
    check(lost.length === 0, `${lost.length} acknowledged writes are missing: ${lost.join(', ')}`);
    step(
      `all ${acknowledged.length} acknowledged writes are present (${refused.length} refused with 503 while the engine was down)`,
    );

    check(
      enginesOn(engineDir).includes(secondEngine),
      `the engine (pid ${secondEngine}) is not found running on ${engineDir}`,
    );
    step(`killing the BFF (SIGKILL); its engine (pid ${secondEngine}) must stop with it`);
    bff.child.kill('SIGKILL');
    await bff.exited;
    const stopBy = Date.now() + 8000;
    while (enginesOn(engineDir).length > 0 && Date.now() < stopBy) await sleep(100);
    const orphans = enginesOn(engineDir);
    check(orphans.length === 0, `an orphan engine is still running: pid ${orphans.join(', ')}`);
    step('no engine left running');

    step('restarting the BFF on the same DATA_DIR');
    const again = await startBff(dataDir);
    bffs.push(again);
    const back = new TestClient(again.url);
    await back.signIn('chaos@example.com', 'Chaos Tester');
    const afterRestart = await feedIds(back);
    const lostAfterRestart = acknowledged.filter((id) => !afterRestart.has(id));
    check(
      lostAfterRestart.length === 0,
      `${lostAfterRestart.length} writes are missing after the restart`,
    );
    check((await health(again.url)).body.status === 'ok', 'health is not ok after the restart');
    again.child.kill('SIGTERM');
    await again.exited;
    check(enginesOn(engineDir).length === 0, 'the engine outlived a clean stop');
    step(`clean restart served all ${acknowledged.length} writes; stopped cleanly`);
    console.log(`chaos: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    for (const b of bffs)
      if (b.child.exitCode === null && b.child.signalCode === null) b.child.kill('SIGKILL');
    // An engine left on the folder once its BFF is gone is an orphan of a failed run.
    await Promise.all(bffs.map((b) => b.exited));
    for (const pid of enginesOn(engineDir)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(
    `chaos: FAILED: ${err instanceof ChaosFailure ? err.message : String((err as Error)?.stack ?? err)}`,
  );
  process.exit(1);
});
