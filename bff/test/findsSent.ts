import type { CommandStartedEvent } from 'mongodb';
import type { Connection } from 'mongoose';

/**
 * What `work` answered, and the filters of the finds it sent on `conn` (opened with
 * `monitorCommands: true`) as the driver saw them: no handle or cache can hide a read from this.
 */
export async function findsSent<T>(
  conn: Connection,
  work: () => Promise<T>,
): Promise<{ result: T; finds: Record<string, unknown>[] }> {
  const filters: Record<string, unknown>[] = [];
  const seen = (e: CommandStartedEvent) => {
    if (e.commandName === 'find') filters.push(e.command.filter as Record<string, unknown>);
  };
  const client = conn.getClient();
  client.on('commandStarted', seen);
  try {
    return { result: await work(), finds: filters };
  } finally {
    client.off('commandStarted', seen);
  }
}
