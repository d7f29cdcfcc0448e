import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { NoEngineError, startEngine } from './db/engine';
import { createLogger } from './logger';

/** Starts the product: database engine, BFF, and a clean stop on SIGINT/SIGTERM. */
async function main() {
  const log = createLogger(true);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const engine = await startEngine(config, (msg) => log.info(msg)).catch((err: unknown) => {
    console.error(
      err instanceof NoEngineError ? err.message : `Database engine failed: ${String(err)}`,
    );
    process.exit(1);
  });
  log.info('database engine started', {
    engine: engine.engine,
    dataDir: engine.dataDir ?? '(external server)',
  });

  const db = await connectDatabase(engine.uri).catch(async (err: unknown) => {
    console.error(`Cannot connect to the database at ${engine.engine}: ${(err as Error).message}`);
    await engine.stop();
    process.exit(1);
  });
  const app = createApp(config, { db, engine: engine.engine, log });
  const server: Server = app.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info('listening', {
      url: `http://localhost:${port}`,
      signIn: config.googleClientId ? 'google' : 'local identity provider (/dev-idp)',
    });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    server.close();
    server.closeAllConnections();
    await db.close().catch(() => {});
    await engine.stop().catch(() => {});
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
