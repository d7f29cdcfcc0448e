import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { cacheDir, startFerretdb } from './ferretdb';
import { startMongod } from './mongod';
import { uriWithPool } from './pool';
import type { RunningEngine } from './types';

export type { RunningEngine } from './types';

export class NoEngineError extends Error {}

type EngineChoice = Pick<Config, 'mongodbUri' | 'dbEngine' | 'dataDir'> &
  Partial<Pick<Config, 'dbPoolSize' | 'dbQueueTimeoutMs'>>;

/** How each embedded engine is started (tests give their own). */
export interface EngineStarters {
  mongod(dataDir: string): Promise<RunningEngine>;
  ferretdb(dataDir: string, log: (msg: string) => void): Promise<RunningEngine>;
}

const defaultStarters: EngineStarters = {
  mongod: startMongod,
  ferretdb: (dataDir, log) => startFerretdb(dataDir, log),
};

/** How long a failed mongod start is remembered: no one waits for a doomed download twice a day. */
export const MONGOD_FAILURE_MEMORY_MS = 24 * 3600_000;

/**
 * Picks the database server (docs/architecture.md, Choosing the engine): MONGODB_URI, else an
 * embedded mongod, else the FerretDB engine; DB_ENGINE forces one of the embedded two. A mongod
 * that could not start (offline: its download fails after some 10 s) is remembered for a day in the
 * cache folder and not tried again in that time unless DB_ENGINE=mongod. The result says why it was
 * chosen (`reason`); its uri carries the driver pool for that engine (see dbPool in config.ts).
 */
export async function startEngine(
  config: EngineChoice,
  log: (msg: string) => void = () => {},
  starters: EngineStarters = defaultStarters,
): Promise<RunningEngine> {
  const engine = await pickEngine(config, log, starters);
  return { ...engine, uri: uriWithPool(engine.uri, engine.engine, config) };
}

async function pickEngine(
  config: EngineChoice,
  log: (msg: string) => void,
  starters: EngineStarters,
): Promise<RunningEngine> {
  if (config.mongodbUri) {
    return {
      engine: 'external',
      uri: config.mongodbUri,
      dataDir: undefined,
      stop: async () => {},
      reason: 'MONGODB_URI is set',
    };
  }
  const reasons: string[] = [];
  let why = 'DB_ENGINE=ferretdb';
  if (config.dbEngine !== 'ferretdb') {
    const remembered = config.dbEngine === 'mongod' ? undefined : rememberedMongodFailure();
    if (remembered) {
      const until = new Date(remembered.at + MONGOD_FAILURE_MEMORY_MS).toISOString();
      why = `the embedded mongod could not start at ${new Date(remembered.at).toISOString()} (${remembered.reason}); not tried again until ${until} (DB_ENGINE=mongod tries now)`;
    } else {
      try {
        const mongod = await starters.mongod(config.dataDir);
        forgetMongodFailure();
        return {
          ...mongod,
          reason: config.dbEngine === 'mongod' ? 'DB_ENGINE=mongod' : 'a real mongod is available',
        };
      } catch (err) {
        const reason = oneLine((err as Error).message);
        rememberMongodFailure(reason);
        if (config.dbEngine === 'mongod')
          throw new NoEngineError(explain([`embedded mongod: ${reason}`]));
        reasons.push(`embedded mongod: ${reason}`);
        why = `the embedded mongod could not start (${reason}; remembered for a day)`;
      }
    }
  }
  try {
    return { ...(await starters.ferretdb(config.dataDir, log)), reason: why };
  } catch (err) {
    const message = (err as Error).message;
    // Another BFF runs on this data folder: the ways out below would not help.
    const inUse = /ferretdb: (the data folder .* is in use by .*)$/m.exec(message);
    if (inUse?.[1]) throw new NoEngineError(`Cannot start: ${inUse[1]}.`);
    reasons.push(`FerretDB: ${message}`);
    throw new NoEngineError(explain(reasons));
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function memoryFile(): string {
  return path.join(cacheDir(), 'mongod-unavailable.json');
}

/** The last failed mongod start, if it happened less than a day ago. */
export function rememberedMongodFailure(): { at: number; reason: string } | undefined {
  try {
    const m = JSON.parse(readFileSync(memoryFile(), 'utf8')) as { at?: unknown; reason?: unknown };
    if (typeof m.at !== 'number' || typeof m.reason !== 'string') return undefined;
    const age = Date.now() - m.at;
    return age >= 0 && age < MONGOD_FAILURE_MEMORY_MS ? { at: m.at, reason: m.reason } : undefined;
  } catch {
    return undefined;
  }
}

function rememberMongodFailure(reason: string): void {
  try {
    mkdirSync(cacheDir(), { recursive: true });
    writeFileSync(memoryFile(), JSON.stringify({ at: Date.now(), reason }) + '\n');
  } catch {
    // A read-only cache only costs the wait again next time.
  }
}

function forgetMongodFailure(): void {
  rmSync(memoryFile(), { force: true });
}

function explain(reasons: string[]): string {
  return [
    'No database engine could start:',
    ...reasons.map((r) => `  - ${r}`),
    'Ways out:',
    '  1. set MONGODB_URI to a running MongoDB server (e.g. mongodb://127.0.0.1:27017/peers);',
    '  2. give this machine internet access once so mongodb-memory-server can download mongod (DB_ENGINE=mongod);',
    '  3. install Go (1.22 or later) so the FerretDB engine can be built from tools/ferretdb (DB_ENGINE=ferretdb).',
  ].join('\n');
}
