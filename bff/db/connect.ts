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

/** The database a MongoDB connection string names (`mongodb://host/peers?...` -> 'peers'), if any. */
export function databaseNameIn(uri: string): string | undefined {
  const name = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(uri)?.[1];
  return name ? decodeURIComponent(name) : undefined;
}

/**
 * Connects to the server at uri, using dbName (by default the one the uri names, else
 * 'peer_support'), and builds every index before returning.
 */
export async function connectDatabase(
  uri: string,
  dbName = databaseNameIn(uri) ?? 'peer_support',
): Promise<Database> {
  const conn = await mongoose
    .createConnection(uri, {
      dbName,
      serverSelectionTimeoutMS: 10_000,
      autoIndex: false,
      sanitizeFilter: true,
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
