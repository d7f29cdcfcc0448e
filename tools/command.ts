/**
 * What the command-line tools (`npm run seed`, `npm run import`) share: the database `npm start`
 * would open (MONGODB_URI, or the embedded engine in DATA_DIR), closed and stopped whatever
 * happens, and an exit code with the error's message, never a stack.
 */
import type { Config } from '../bff/config';
import { connectDatabase, type Database } from '../bff/db/connect';
import { startEngine, type RunningEngine } from '../bff/db/engine';

export async function withDatabase<T>(
  config: Config,
  work: (db: Database, engine: RunningEngine) => Promise<T>,
): Promise<T> {
  const engine = await startEngine(config, (m) => console.log(`[db] ${m}`));
  const db = await connectDatabase(engine.uri, config.mongodbDb);
  try {
    return await work(db, engine);
  } finally {
    await db.close();
    await engine.stop();
  }
}

export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
