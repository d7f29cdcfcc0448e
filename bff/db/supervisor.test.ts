import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { connectDatabase, databaseAnswers } from './connect';
import { startFerretdb } from './ferretdb';
import { superviseEngine } from './supervisor';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peer-supervisor-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('restarts a killed FerretDB engine; the same connection answers again with every write', async () => {
  const lines: string[] = [];
  const log = createLogger(true, (l) => lines.push(l));
  const engine = await startFerretdb(dataDir, () => {});
  const db = await connectDatabase(engine.uri, 'supervised');
  const supervised = superviseEngine(engine, {
    log,
    ready: () => databaseAnswers(db.conn, 10_000),
  });
  try {
    expect(supervised.up).toBe(true);
    await db.models.User.create({ sub: 'dev:before', email: 'before@example.com' });

    process.kill(engine.pid!, 'SIGKILL');
    await vi.waitFor(() => expect(supervised.up).toBe(false), { timeout: 2000, interval: 20 });
    await vi.waitFor(() => expect(supervised.up).toBe(true), { timeout: 15_000, interval: 100 });

    expect(supervised.current.pid).not.toBe(engine.pid);
    const found = await db.models.User.findOne({ sub: 'dev:before' }).lean();
    expect(found?.email).toBe('before@example.com');
    await db.models.User.create({ sub: 'dev:after', email: 'after@example.com' });
    expect(await db.models.User.countDocuments()).toBe(2);
    const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toContain('database engine stopped unexpectedly; restarting it');
    expect(messages).toContain('database engine restarted');
  } finally {
    await db.close();
    await supervised.stop();
  }
}, 120_000);

it('an engine that cannot be restarted is not supervised (external MongoDB, embedded mongod)', () => {
  const external = superviseEngine(
    { engine: 'external', uri: 'mongodb://x/', dataDir: undefined, stop: async () => {} },
    { log: createLogger(false), ready: async () => true },
  );
  expect(external.up).toBe(true);
});
