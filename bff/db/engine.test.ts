import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { connectDatabase } from './connect';
import {
  MONGOD_FAILURE_MEMORY_MS,
  NoEngineError,
  rememberedMongodFailure,
  startEngine,
  type RunningEngine,
} from './engine';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peer-engine-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const choice = () => ({
  mongodbUri: undefined,
  dbEngine: process.env.DB_ENGINE === 'mongod' ? ('mongod' as const) : ('ferretdb' as const),
  dataDir,
});

it('keeps data in the data folder across a stop and a restart', async () => {
  const first = await startEngine(choice());
  expect(first.dataDir?.startsWith(dataDir)).toBe(true);
  const db1 = await connectDatabase(first.uri, 'persist');
  await db1.models.User.create({ sub: 'dev:keep', email: 'keep@example.com' });
  await db1.close();
  await first.stop();

  const second = await startEngine(choice());
  const db2 = await connectDatabase(second.uri, 'persist');
  const found = await db2.models.User.findOne({ sub: 'dev:keep' }).lean();
  expect(found?.email).toBe('keep@example.com');
  await db2.close();
  await second.stop();
}, 240_000);

it('an external MONGODB_URI starts no engine', async () => {
  const engine = await startEngine({
    mongodbUri: 'mongodb://db.example:27017/x',
    dbEngine: undefined,
    dataDir,
  });
  expect(engine).toMatchObject({
    engine: 'external',
    uri: 'mongodb://db.example:27017/x',
    dataDir: undefined,
  });
});

it('when no engine can start, the message says why and names the three ways out', async () => {
  const saved = process.env.PATH;
  const savedCache = process.env.FERRETDB_CACHE_DIR;
  process.env.PATH = '/nonexistent';
  process.env.FERRETDB_CACHE_DIR = path.join(dataDir, 'empty-cache');
  try {
    const err = await startEngine({ mongodbUri: undefined, dbEngine: 'ferretdb', dataDir }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NoEngineError);
    const message = (err as Error).message;
    expect(message).toContain('FerretDB: Go is not installed');
    expect(message).toContain('set MONGODB_URI');
    expect(message).toContain('DB_ENGINE=mongod');
    expect(message).toContain('install Go');
  } finally {
    process.env.PATH = saved;
    if (savedCache === undefined) delete process.env.FERRETDB_CACHE_DIR;
    else process.env.FERRETDB_CACHE_DIR = savedCache;
  }
});

it('a mongod that could not start is remembered for a day; DB_ENGINE=mongod still tries it', async () => {
  const savedCache = process.env.FERRETDB_CACHE_DIR;
  process.env.FERRETDB_CACHE_DIR = path.join(dataDir, 'memory-cache');
  let mongodTries = 0;
  const fake: RunningEngine = {
    engine: 'ferretdb',
    uri: 'mongodb://f/',
    dataDir,
    stop: async () => {},
  };
  const starters = {
    mongod: async (): Promise<RunningEngine> => {
      mongodTries++;
      throw new Error(
        'Download failed for url "https://fastdl.mongodb.org/x.tgz",\n Details: ENOTFOUND',
      );
    },
    ferretdb: async () => fake,
  };
  const auto = { mongodbUri: undefined, dbEngine: undefined, dataDir };
  try {
    const first = await startEngine(auto, () => {}, starters);
    expect(mongodTries).toBe(1);
    expect(first.engine).toBe('ferretdb');
    expect(first.reason).toContain('the embedded mongod could not start (Download failed');
    expect(rememberedMongodFailure()?.reason).toContain('ENOTFOUND');

    const second = await startEngine(auto, () => {}, starters);
    expect(mongodTries).toBe(1); // not waited for again
    expect(second.reason).toMatch(/not tried again until .* \(DB_ENGINE=mongod tries now\)/);

    await expect(startEngine({ ...auto, dbEngine: 'mongod' }, () => {}, starters)).rejects.toThrow(
      NoEngineError,
    );
    expect(mongodTries).toBe(2);

    // A day later it is tried again.
    const memory = path.join(process.env.FERRETDB_CACHE_DIR, 'mongod-unavailable.json');
    writeFileSync(
      memory,
      JSON.stringify({ at: Date.now() - MONGOD_FAILURE_MEMORY_MS - 1, reason: 'old' }),
    );
    await startEngine(auto, () => {}, starters);
    expect(mongodTries).toBe(3);
  } finally {
    if (savedCache === undefined) delete process.env.FERRETDB_CACHE_DIR;
    else process.env.FERRETDB_CACHE_DIR = savedCache;
  }
});
