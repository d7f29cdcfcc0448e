import mongoose, { type Connection } from 'mongoose';
import { createModels, type Models } from '../models';
import { deadlinePlugin } from './deadline';

// Request input can never carry query operators: rejectOperators refuses any `$` key at the
// boundary, zod types every field, and sanitizeFilter turns any `{ $op: ... }` that still reaches a
// query filter into an `$eq` match. The operators our own queries need come from bff/db/filters.ts.
mongoose.set('strictQuery', true);
// Every query of a request carries the time the request has left (REQUEST_TIMEOUT_MS).
mongoose.plugin(deadlinePlugin);

export interface Database {
  conn: Connection;
  models: Models;
  close(): Promise<void>;
}

/**
 * The database the product keeps its data in unless MONGODB_DB names another. The path of
 * MONGODB_URI never chooses it: connection strings often carry one for other reasons (Atlas's
 * '/test', an '/admin' for signing in), and a deployment must never open an empty database
 * because its connection string changed shape.
 */
export const DEFAULT_DATABASE = 'peer_support';

/**
 * Connects to the server at uri, using dbName, and builds every index before returning.
 * `monitorCommands`: the driver reports every command it sends (tests count reads with it,
 * bff/test/findsSent.ts).
 */
export async function connectDatabase(
  uri: string,
  dbName: string = DEFAULT_DATABASE,
  { monitorCommands = false }: { monitorCommands?: boolean } = {},
): Promise<Database> {
  const conn = await mongoose
    .createConnection(uri, {
      dbName,
      serverSelectionTimeoutMS: 10_000,
      autoIndex: false,
      sanitizeFilter: true,
      monitorCommands,
    })
    .asPromise();
  const models = createModels(conn);
  // One model at a time: the embedded engine's pool is small (DB_POOL_SIZE) and its queue short.
  for (const model of Object.values(models)) await model.createIndexes();
  return { conn, models, close: () => conn.close() };
}

/** True when the database answers a ping within the time limit. */
export async function databaseAnswers(conn: Connection, timeoutMs = 2000): Promise<boolean> {
  try {
    const ping = conn.db?.command({ ping: 1 });
    if (!ping) return false;
    await Promise.race([
      ping,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    return true;
  } catch {
    return false;
  }
}
