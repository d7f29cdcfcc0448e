/**
 * `npm run import -- meetings FILE --group-type NAME` and `npm run import -- resources FILE.csv`
 * (README, Importing places): brings real meeting lists and treatment resources into the
 * configured database (MONGODB_URI, or the embedded engine in DATA_DIR exactly as `npm start`
 * opens it; stop the server first, the embedded engine's folder is locked while it runs).
 * Importing the same file again updates, never duplicates; bad records are reported by line
 * and skipped; nothing already stored is lost.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../bff/config';
import { engineSeam } from '../../bff/db/seam';
import { describeReport, importMeetings, importResources } from '../../bff/import/importPlaces';
import { mapCells } from '../../bff/services/mapCells';
import { placeImports } from '../../bff/services/placeImports';
import { runCommand, withDatabase } from '../command';

const USAGE =
  'usage: npm run import -- meetings FILE --group-type NAME\n       npm run import -- resources FILE.csv';

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'group-type': { type: 'string' } },
  });
  const [kind, file, ...extra] = positionals;
  if ((kind !== 'meetings' && kind !== 'resources') || !file || extra.length)
    throw new Error(USAGE);
  if (kind === 'meetings' && !values['group-type'])
    throw new Error(`meetings need --group-type (e.g. alcoholics_anonymous)\n${USAGE}`);
  return { kind, file, groupType: values['group-type'] ?? '' };
}

async function main() {
  const opts = options();
  const text = await readFile(opts.file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    throw new Error(
      `Cannot read ${opts.file}: ${err.code === 'ENOENT' ? 'no such file' : err.message}`,
    );
  });
  await withDatabase(loadConfig(), async (db, engine) => {
    const places = placeImports(db.models, mapCells(db.models, engineSeam(db.conn, engine.engine)));
    const report =
      opts.kind === 'meetings'
        ? await importMeetings(places, text, opts.groupType)
        : await importResources(places, text);
    for (const line of describeReport(`${opts.kind} from ${opts.file}`, report)) console.log(line);
  });
}

runCommand(main);
