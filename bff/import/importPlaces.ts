import type { BatchOutcome, PlaceImports } from '../services/placeImports';
import { parseMeetingGuide } from './meetingGuide';
import type { ImportProblem } from './problems';
import { parseTreatmentCsv } from './treatmentCsv';

/** What an import did: how many records it created, updated or found unchanged, and what it skipped. */
export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
}

/** A group type as stored: lower-case words joined by underscores ('Alcoholics Anonymous' → 'alcoholics_anonymous'). */
export function groupTypeOf(name: string): string {
  const type = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  if (!type || type.length > 60)
    throw new Error(
      '--group-type must be a name of 1 to 60 letters or digits, e.g. alcoholics_anonymous',
    );
  return type;
}

async function store<T>(
  parsed: { records: { line: number; record: T }[]; problems: ImportProblem[] },
  save: (records: T[]) => Promise<BatchOutcome[]>,
): Promise<ImportReport> {
  const report: ImportReport = {
    created: 0,
    updated: 0,
    unchanged: 0,
    problems: [...parsed.problems],
  };
  const outcomes = await save(parsed.records.map((r) => r.record));
  for (const [i, { line }] of parsed.records.entries()) {
    const outcome = outcomes[i]!;
    if (typeof outcome === 'string') report[outcome]++;
    // One record the database refuses is reported and skipped; the others still go in.
    else report.problems.push({ line, message: `not stored: ${outcome.notStored}` });
  }
  report.problems.sort((a, b) => a.line - b.line);
  return report;
}

/** `npm run import -- meetings FILE --group-type NAME`. */
export async function importMeetings(places: PlaceImports, fileText: string, groupType: string) {
  const type = groupTypeOf(groupType);
  return store(parseMeetingGuide(fileText), (groups) => places.importMeetingGroups(groups, type));
}

/** `npm run import -- resources FILE.csv`. */
export const importResources = (places: PlaceImports, fileText: string) =>
  store(parseTreatmentCsv(fileText), (resources) => places.importResources(resources));

/** One line per outcome, then one per skipped record: what an operator reads after an import. */
export function describeReport(what: string, report: ImportReport): string[] {
  return [
    `${what}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.problems.length} skipped`,
    ...report.problems.map((p) => `  line ${p.line}: ${p.message}`),
  ];
}
