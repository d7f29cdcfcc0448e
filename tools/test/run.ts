/**
 * `npm test` after the build: the test projects in five runs, one after another, so the e2e
 * journeys (Chromium, the BFF, the database engine) never compete with the jsdom tests for this
 * machine's two cores: unit + stories, then library (builds ui/dist/ as `npm run build:ui` does and
 * uses it as another app would, tools/library/), then bff (the seam as on FerretDB), then
 * bff-mongodb (the same suite with the seam as on MongoDB), then e2e. Each run writes its JSON report; they
 * are merged into .cache/test-results.json, whose counts CI's closing line prints. Every run goes
 * ahead even when an earlier one fails, so the summary counts them all; the exit code is 1 when
 * any test failed or any run did not report. Extra arguments go to every run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, '.cache');
const runs = [
  { name: 'unit-stories', projects: ['unit', 'stories'] },
  { name: 'library', projects: ['library'] },
  { name: 'bff', projects: ['bff'] },
  { name: 'bff-mongodb', projects: ['bff-mongodb'] },
  { name: 'e2e', projects: ['e2e'] },
];

interface JsonReport {
  success: boolean;
  startTime: number;
  testResults: unknown[];
  snapshot?: Record<string, unknown>;
  [count: string]: unknown;
}

mkdirSync(cache, { recursive: true });
const reports: JsonReport[] = [];
let ok = true;
for (const run of runs) {
  const file = path.join(cache, `test-results-${run.name}.json`);
  rmSync(file, { force: true });
  console.log(`\n=== vitest: ${run.projects.join(' + ')}`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...run.projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) ok = false;
  if (!existsSync(file)) {
    console.error(`${run.name}: vitest wrote no report`);
    ok = false;
    continue;
  }
  reports.push(JSON.parse(readFileSync(file, 'utf8')) as JsonReport);
}

/** Counts add up, success holds only if every run succeeded, results are listed together. */
function merge(all: JsonReport[]): JsonReport {
  const merged: JsonReport = {
    success: all.length === runs.length && all.every((r) => r.success),
    startTime: Math.min(...all.map((r) => r.startTime)),
    testResults: all.flatMap((r) => r.testResults),
  };
  for (const report of all) {
    for (const [key, value] of Object.entries(report)) {
      if (key.startsWith('num') && typeof value === 'number')
        merged[key] = ((merged[key] as number | undefined) ?? 0) + value;
    }
    if (report.snapshot) {
      const snapshot = (merged.snapshot ??= {});
      for (const [key, value] of Object.entries(report.snapshot)) {
        if (typeof value === 'number') snapshot[key] = ((snapshot[key] as number) ?? 0) + value;
        else if (typeof value === 'boolean') snapshot[key] = Boolean(snapshot[key]) || value;
      }
    }
  }
  return merged;
}

const merged = merge(reports);
writeFileSync(path.join(cache, 'test-results.json'), JSON.stringify(merged));
const count = (key: string) => (merged[key] as number | undefined) ?? 0;
console.log(
  `\nAll runs: ${count('numPassedTests')} passed, ${count('numFailedTests')} failed, ` +
    `${count('numPendingTests') + count('numTodoTests')} skipped (.cache/test-results.json)`,
);
process.exit(ok && merged.success ? 0 : 1);
