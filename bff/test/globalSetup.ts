import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import type { TestProject } from 'vitest/node';
import { databaseChoice } from '../config';
import { startEngine } from '../db/engine';
import { superviseEngine } from '../db/supervisor';
import { createLogger } from '../logger';

/** What answers at the test database's address. */
export type DbServer = 'ferretdb' | 'mongodb';

/** The Vitest project that runs the BFF suite with the seam as on MongoDB (vitest.config.ts). */
export const MONGODB_STRATEGY_PROJECT = 'bff-mongodb';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    /** The engine name the BFF under test is given: it picks the seam's strategy (bff/db/seam.ts). */
    dbEngine: string;
    /** What really answers at mongoUri, whatever strategy the seam takes over it. */
    dbServer: DbServer;
  }
}

/** FerretDB names itself in buildInfo; MongoDB does not. */
async function serverAt(uri: string): Promise<DbServer> {
  const conn = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  try {
    const info = await conn.db!.admin().command({ buildInfo: 1 });
    return 'ferretdbVersion' in info ? 'ferretdb' : 'mongodb';
  } finally {
    await conn.close();
  }
}

/**
 * One database server for the whole run; every test file gets its own database on it.
 *
 * The project named MONGODB_STRATEGY_PROJECT runs the same tests with the BFF told it was given
 * MONGODB_URI (engine 'external'), as in production: no in-process serialisation, `$in` reads, no
 * hot documents, the rate limiter's Mongo store and the database event bus, over whatever engine
 * answers here (the embedded FerretDB engine offline, or the MongoDB in MONGODB_URI).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peer-test-db-'));
  const engine = await startEngine({ ...databaseChoice(), dataDir }, (msg) =>
    console.log(`[db] ${msg}`),
  );
  // Kept running as in production (bff/server.ts): should the engine die mid-run, every later file
  // would fail to connect and hide which test was running. Its end is logged with the engine's
  // last output, and the file that was running fails on its own.
  const supervised = superviseEngine(engine, {
    log: createLogger(true, (line) => console.error(`[db] ${project.name}: ${line}`)),
    ready: () =>
      serverAt(engine.uri).then(
        () => true,
        () => false,
      ),
  });
  const dbServer = await serverAt(engine.uri);
  const dbEngine = project.name === MONGODB_STRATEGY_PROJECT ? 'external' : engine.engine;
  console.log(
    `[db] ${project.name}: tests use the ${engine.engine} engine (a ${dbServer} server), ` +
      `the seam as on ${dbEngine === 'ferretdb' ? 'FerretDB' : 'MongoDB'}`,
  );
  project.provide('mongoUri', engine.uri);
  project.provide('dbEngine', dbEngine);
  project.provide('dbServer', dbServer);
  return async () => {
    await supervised.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
