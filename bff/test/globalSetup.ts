import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEngine } from '../db/engine';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    dbEngine: string;
  }
}

/** One database server for the whole run; every test file gets its own database on it. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peer-test-db-'));
  const engine = await startEngine(
    {
      mongodbUri: process.env.MONGODB_URI,
      dbEngine:
        process.env.DB_ENGINE === 'mongod' || process.env.DB_ENGINE === 'ferretdb'
          ? process.env.DB_ENGINE
          : undefined,
      dataDir,
    },
    (msg) => console.log(`[db] ${msg}`),
  );
  console.log(`[db] tests use the ${engine.engine} engine`);
  project.provide('mongoUri', engine.uri);
  project.provide('dbEngine', engine.engine);
  return async () => {
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
