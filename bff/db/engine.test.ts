import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { connectDatabase } from './connect';
import { NoEngineError, startEngine } from './engine';

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
