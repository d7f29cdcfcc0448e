import type { CommandStartedEvent } from 'mongodb';
import type { Connection } from 'mongoose';

/** A command as the driver sent it: its name, the collection it names, a find's filter. */
export interface CommandSent {
  name: string;
  collection: string;
  filter?: Record<string, unknown>;
}

/**
 * What `work` answered, and the filters of the finds it sent on `conn` (opened with
 * `monitorCommands: true`) as the driver saw them: no handle or cache can hide a read from this.
 * `commands`: every command it sent, writes included, with the collection each names.
 */
export async function findsSent<T>(
  conn: Connection,
  work: () => Promise<T>,
): Promise<{ result: T; finds: Record<string, unknown>[]; commands: CommandSent[] }> {
  const commands: CommandSent[] = [];
  const seen = (e: CommandStartedEvent) => {
    const filter = e.command.filter as Record<string, unknown> | undefined;
    commands.push({ name: e.commandName, collection: String(e.command[e.commandName]), filter });
  };
  const client = conn.getClient();
  client.on('commandStarted', seen);
  try {
    const result = await work();
    const finds = commands.filter((c) => c.name === 'find').map((c) => c.filter ?? {});
    return { result, finds, commands };
  } finally {
    client.off('commandStarted', seen);
  }
}
