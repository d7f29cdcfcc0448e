import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RunningEngine } from './types';

/** Starts a real mongod through mongodb-memory-server, keeping its files under dataDir/mongod. */
export async function startMongod(dataDir: string): Promise<RunningEngine> {
  const { MongoBinary, MongoMemoryServer } = await import('mongodb-memory-server');
  // The download first, on its own: offline it fails with one message (create() would also
  // print the error's whole stack to the console).
  await MongoBinary.getPath();
  const dbPath = path.join(dataDir, 'mongod');
  mkdirSync(dbPath, { recursive: true });
  // mongod locks its dbPath itself (mongod.lock): a second one on the same folder fails to start.
  const server = await MongoMemoryServer.create({
    instance: { dbPath, storageEngine: 'wiredTiger', ip: '127.0.0.1' },
  });
  return {
    engine: 'mongod',
    uri: server.getUri(),
    dataDir: dbPath,
    pid: server.instanceInfo?.instance.mongodProcess?.pid,
    // doCleanup false: the data folder is the user's and must survive a stop.
    stop: async () => {
      await server.stop({ doCleanup: false, force: false });
    },
  };
}
