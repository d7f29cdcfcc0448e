import type { ImportReport } from '../../../contract/admin';
import { importMeetings, importResources } from '../../import/importPlaces';
import { badRequest } from '../../errors';
import type { SignedInUser } from '../../viewer';
import type { PlaceImports } from '../placeImports';
import type { AuditLog } from './audit';

/**
 * An import from the console: the same parsing and storing as `npm run import` (bff/import/), the
 * same report (created, updated, skipped with line numbers), audited.
 */
export function placeImportRuns(places: PlaceImports, audit: AuditLog) {
  return {
    async run(
      moderator: SignedInUser,
      kind: ImportReport['kind'],
      text: string,
      groupType?: string,
    ): Promise<ImportReport> {
      if (text.trim() === '') throw badRequest('The file is empty.');
      let report;
      try {
        report =
          kind === 'meeting-guide'
            ? await importMeetings(places, text, groupType ?? '')
            : await importResources(places, text);
      } catch (err) {
        // A file that cannot be read at all (not JSON, no header) is the sender's to fix.
        if (err instanceof Error && !('code' in err)) throw badRequest(err.message);
        throw err;
      }
      const answer: ImportReport = {
        kind,
        imported: report.created,
        updated: report.updated,
        skipped: report.problems.map((p) => ({ line: p.line, reason: p.message })),
      };
      await audit.record(moderator, {
        action: 'import.run',
        target_type: 'import',
        target_id: kind,
        target_label: kind === 'meeting-guide' ? `Meeting Guide (${groupType})` : 'Treatment CSV',
        before: null,
        after: {
          imported: report.created,
          updated: report.updated,
          unchanged: report.unchanged,
          skipped: report.problems.length,
        },
      });
      return answer;
    },
  };
}
