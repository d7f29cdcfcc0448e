/**
 * Import benchmark. Meeting Guide files of 5,000, 10,000 and 20,000 made-up meetings
 * (BENCH_IMPORT_SIZES; bff/import/syntheticMeetings.ts, four meetings to a group): the time to
 * parse each (parseMeetingGuide checks every record and names it by its line) beside a bare
 * JSON.parse of the same text, the fastest of BENCH_IMPORT_RUNS (5) runs each. Then the largest
 * file imported into the engine as `npm run import` does it, into an empty database (every group
 * new), again (every group unchanged) and with every group renamed (every group updated), beside
 * a bare read by `_id` of each group in the same run. Figures go to the console and to
 * .cache/bench-imports.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { connectDatabase } from '../../bff/db/connect';
import type { RunningEngine } from '../../bff/db/engine';
import { engineSeam } from '../../bff/db/seam';
import { importMeetings } from '../../bff/import/importPlaces';
import { parseMeetingGuide } from '../../bff/import/meetingGuide';
import { syntheticMeetingGuide } from '../../bff/import/syntheticMeetings';
import { mapCells } from '../../bff/services/mapCells';
import { derivedId, placeImports } from '../../bff/services/placeImports';

const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '5000,10000,20000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
const GROUP_TYPE = 'bench_meetings';

/** How long a call takes, in ms. */
async function timed(call: () => unknown): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

/** The fastest of RUNS runs of each call, taken in turns so a busy machine slows both alike. */
async function fastestOfEach(calls: readonly (() => unknown)[]): Promise<number[]> {
  const best = calls.map(() => Infinity);
  for (let run = 0; run < RUNS; run++)
    for (const [i, call] of calls.entries()) best[i] = Math.min(best[i]!, await timed(call));
  return best.map((ms) => Math.round(ms * 10) / 10);
}

export async function runImportsBench(engine: RunningEngine, peak: () => number) {
  const parsing: { meetings: number; megabytes: number; jsonParseMs: number; parseMs: number }[] =
    [];
  for (const meetings of SIZES) {
    const text = syntheticMeetingGuide(meetings);
    const [jsonParseMs, parseMs] = await fastestOfEach([
      () => JSON.parse(text),
      () => parseMeetingGuide(text),
    ]);
    parsing.push({
      meetings,
      megabytes: Math.round(text.length / 1e5) / 10,
      jsonParseMs: jsonParseMs!,
      parseMs: parseMs!,
    });
    console.log(
      `imports, ${meetings} meetings: JSON.parse ${jsonParseMs} ms, parseMeetingGuide ${parseMs} ms`,
    );
  }
  console.log(`\nImport benchmark: parsing a Meeting Guide file, fastest of ${RUNS} runs (ms)`);
  console.table(
    parsing.map((p) => ({
      meetings: p.meetings,
      MB: p.megabytes,
      'bare: JSON.parse': p.jsonParseMs,
      parseMeetingGuide: p.parseMs,
      'times bare': Math.round((p.parseMs / p.jsonParseMs) * 10) / 10,
    })),
  );

  // A database of its own each run, so the first import always creates every group.
  const db = await connectDatabase(engine.uri, `bench_imports_${Date.now()}`);
  const storing: { step: string; groups: number; ms: number }[] = [];
  const meetings = Math.max(...SIZES);
  try {
    const places = placeImports(db.models, mapCells(db.models, engineSeam(db.conn, engine.engine)));
    const text = syntheticMeetingGuide(meetings);
    const slugs = parseMeetingGuide(text).records.map((r) => r.record.slug);
    // Every group renamed: each one updated, and its cell entry rewritten.
    const renamed = text.replaceAll('Made-up Meeting', 'Renamed Meeting');
    for (const [step, file] of [
      ['import (all new)', text],
      ['import again (all unchanged)', text],
      ['import renamed (all updated)', renamed],
    ] as const) {
      const start = performance.now();
      const report = await importMeetings(places, file, GROUP_TYPE);
      const ms = performance.now() - start;
      storing.push({ step, groups: slugs.length, ms: Math.round(ms) });
      console.log(
        `imports, ${meetings} meetings, ${step}: ${Math.round(ms)} ms (${report.created} created, ` +
          `${report.updated} updated, ${report.unchanged} unchanged, ${report.problems.length} skipped)`,
      );
    }
    const ids = slugs.map((slug) => derivedId('meeting', `${GROUP_TYPE}\u0000${slug}`));
    const bareMs = await timed(async () => {
      for (const id of ids) await db.models.MeetingGroup.findById(id).lean();
    });
    storing.push({
      step: 'bare: findById of each group',
      groups: ids.length,
      ms: Math.round(bareMs),
    });
    await db.conn.dropDatabase();
  } finally {
    await db.close();
  }
  console.log(`\nImport benchmark: ${meetings} meetings into ${engine.engine} (ms)`);
  console.table(
    storing.map((s) => ({
      step: s.step,
      groups: s.groups,
      ms: s.ms,
      'ms per group': Math.round((s.ms / s.groups) * 100) / 100,
    })),
  );
  mkdirSync('.cache', { recursive: true });
  writeFileSync(
    '.cache/bench-imports.json',
    JSON.stringify(
      { engine: engine.engine, runs: RUNS, peakBytes: peak(), parsing, storing, at: new Date() },
      null,
      2,
    ),
  );
  return { parsing, storing };
}
