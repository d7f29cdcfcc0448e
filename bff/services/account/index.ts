import type { Connection } from 'mongoose';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { accountDeletion, type DeletionDeps } from './deletion';
import { accountExport } from './exportData';

/**
 * A person's own account (docs/privacy-and-moderation.md, Download my data): downloading everything kept
 * about them, and deleting it all.
 */
export function accountService(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  deps: DeletionDeps,
) {
  return {
    export: accountExport(models, conn, seam),
    deletion: accountDeletion(models, conn, seam, deps),
  };
}
export type AccountService = ReturnType<typeof accountService>;
