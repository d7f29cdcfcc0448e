/**
 * `npm run bench`: load figures for the features that ask for them, on one engine started here
 * (the embedded one, or MONGODB_URI), each beside a bare read by `_id` in the same run.
 * BENCH_ONLY=social|notifications|messages|map|imports|admin runs one; BENCH_SECONDS, BENCH_SIZES,
 * BENCH_NOTIFICATIONS, BENCH_THREADS, BENCH_MESSAGES, BENCH_MAP_PEERS, BENCH_MAP_PLACES,
 * BENCH_IMPORT_SIZES, BENCH_IMPORT_RUNS and BENCH_ADMIN_CASES change
 * the work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseChoice } from '../../bff/config';
import { startEngine } from '../../bff/db/engine';
import { runSocialBench } from './social';
import { memoryWatch } from './measure';
import { runMapBench } from './map';
import { runMessagesBench } from './messages';
import { runImportsBench } from './imports';
import { runAdminBench } from './admin';
import { runNotificationsBench } from './notifications';

const CONNECTIONS = [1, 50];
const only = process.env.BENCH_ONLY;

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'peer-bench-'));
const engine = await startEngine({ ...databaseChoice(), dataDir }, (m) => console.log(`[db] ${m}`));
const memory = memoryWatch(engine.pid);
console.log(`engine: ${engine.engine}`);
try {
  if (!only || only === 'social') await runSocialBench(engine, CONNECTIONS, memory.peak);
  if (!only || only === 'notifications')
    await runNotificationsBench(engine, CONNECTIONS, memory.peak);
  if (!only || only === 'messages') await runMessagesBench(engine, CONNECTIONS, memory.peak);
  if (!only || only === 'map') await runMapBench(engine, CONNECTIONS, memory.peak);
  if (!only || only === 'imports') await runImportsBench(engine, memory.peak);
  if (!only || only === 'admin') await runAdminBench(engine, CONNECTIONS, memory.peak);
  const peak = memory.peak();
  console.log(
    `engine peak memory: ${peak ? `${Math.round(peak / 2 ** 20)} MB` : 'not measurable (external server)'}`,
  );
} finally {
  memory.stop();
  await engine.stop();
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
