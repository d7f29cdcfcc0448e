import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase, databaseAnswers } from './db/connect';
import { NoEngineError, startEngine } from './db/engine';
import { superviseEngine } from './db/supervisor';
import { listen } from './listen';
import { engineSeam } from './db/seam';
import { loadDemoPlaces } from './import/demo';
import { loadDemoHelp } from './import/demoHelp';
import { helpService } from './services/help';
import { mapCells } from './services/mapCells';
import { placeImports } from './services/placeImports';
import { createLogger } from './logger';

const ENGINE_NAMES = {
  external: 'MongoDB (MONGODB_URI)',
  mongod: 'embedded mongod',
  ferretdb: 'embedded FerretDB',
};

/** Starts the product: database engine (supervised), BFF, and a clean stop on SIGINT/SIGTERM. */
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
  log.info(
    `database engine: ${ENGINE_NAMES[engine.engine]}, because ${engine.reason ?? 'it was chosen'}`,
    {
      engine: engine.engine,
      dataDir: engine.dataDir ?? '(external server)',
      pid: engine.pid,
    },
  );

  const db = await connectDatabase(engine.uri, config.mongodbDb).catch(async (err: unknown) => {
    console.error(`Cannot connect to the database at ${engine.engine}: ${(err as Error).message}`);
    await engine.stop();
    process.exit(1);
  });
  // A crashed embedded engine is started again and the same connection finds it (same address).
  const supervised = superviseEngine(engine, {
    log,
    ready: () => databaseAnswers(db.conn, 10_000),
  });
  const app = createApp(config, { db, engine: engine.engine, log, dbStatus: supervised });
  if (config.seedDemo) {
    // In the background: the product answers at once; a failure is logged, never fatal.
    const seam = engineSeam(db.conn, engine.engine);
    loadDemoPlaces(placeImports(db.models, mapCells(db.models, seam)), log).catch((err: unknown) =>
      log.warn('sample_places_not_loaded', { error: (err as Error).message }),
    );
    loadDemoHelp(helpService(db.models, seam, config.cookieKeys[0]!), log).catch((err: unknown) =>
      log.warn('sample_help_not_loaded', { error: (err as Error).message }),
    );
  }
  const server = await listen(app, config.port, config.host, {
    maxPerAddress: config.maxConnectionsPerAddress,
  }).catch((err: unknown) => {
    console.error(
      `Cannot listen on ${config.host ?? 'every interface'}:${config.port}: ${(err as Error).message}`,
    );
    process.exit(1);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info('listening', {
    url: `http://${config.host === undefined || config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    host: config.host ?? '(every interface)',
    database: db.conn.name,
    signIn: config.googleClientId ? 'google' : 'local identity provider (/dev-idp)',
  });

  // A safety net: work a request left behind (its client gone) failing later must not take every
  // other person's requests down with the process. Logged with its stack, so it gets fixed.
  process.on('unhandledRejection', (reason: unknown) => {
    log.error('unhandled_rejection', {
      error: reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    server.close();
    server.closeAllConnections();
    // Stopping: a connection or engine that is already gone is what we wanted.
    await db.close().catch(() => {});
    await supervised.stop().catch(() => {});
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
