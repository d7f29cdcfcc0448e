import type { Config } from '../config';
import { startFerretdb } from './ferretdb';
import { startMongod } from './mongod';
import { uriWithPool } from './pool';
import type { RunningEngine } from './types';

export type { RunningEngine } from './types';

export class NoEngineError extends Error {}

type EngineChoice = Pick<Config, 'mongodbUri' | 'dbEngine' | 'dataDir'> &
  Partial<Pick<Config, 'dbPoolSize' | 'dbQueueTimeoutMs'>>;

/**
 * Picks the database server as DESIGN.md says: MONGODB_URI, else an embedded mongod,
 * else the FerretDB engine; DB_ENGINE forces one of the embedded two. The returned uri
 * carries the driver pool for that engine (see dbPool in config.ts).
 */
export async function startEngine(
  config: EngineChoice,
  log: (msg: string) => void = () => {},
): Promise<RunningEngine> {
  const engine = await pickEngine(config, log);
  return { ...engine, uri: uriWithPool(engine.uri, engine.engine, config) };
}

async function pickEngine(
  config: EngineChoice,
  log: (msg: string) => void,
): Promise<RunningEngine> {
  if (config.mongodbUri) {
    return { engine: 'external', uri: config.mongodbUri, dataDir: undefined, stop: async () => {} };
  }
  const reasons: string[] = [];
  if (config.dbEngine !== 'ferretdb') {
    try {
      return await startMongod(config.dataDir);
    } catch (err) {
      const reason = `embedded mongod: ${(err as Error).message.replace(/\s+/g, ' ').trim()}`;
      if (config.dbEngine === 'mongod') throw new NoEngineError(explain([reason]));
      log(`${reason}; falling back to FerretDB`);
      reasons.push(reason);
    }
  }
  try {
    return await startFerretdb(config.dataDir, log);
  } catch (err) {
    reasons.push(`FerretDB: ${(err as Error).message}`);
    throw new NoEngineError(explain(reasons));
  }
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
