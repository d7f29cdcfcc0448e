import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import type { PlaceImports } from '../services/placeImports';
import { describeReport, importMeetings, importResources } from './importPlaces';

/** The samples the repository ships (written for the project; README, Importing places). */
export const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../data/samples');
export const SAMPLE_MEETINGS = path.join(SAMPLES_DIR, 'meetings-sf.json');
export const SAMPLE_RESOURCES = path.join(SAMPLES_DIR, 'resources-sf.csv');
export const SAMPLE_GROUP_TYPE = 'twelve_step';

/**
 * Development only (config.seedDemo): a map without any place gets the sample meetings and
 * resources around San Francisco, so a newcomer sees a living map. A map that has places is
 * never touched.
 */
export async function loadDemoPlaces(places: PlaceImports, log: Logger): Promise<boolean> {
  if (!(await places.isEmpty())) return false;
  const meetings = await importMeetings(
    places,
    await readFile(SAMPLE_MEETINGS, 'utf8'),
    SAMPLE_GROUP_TYPE,
  );
  const resources = await importResources(places, await readFile(SAMPLE_RESOURCES, 'utf8'));
  for (const line of [
    ...describeReport('sample meetings', meetings),
    ...describeReport('sample resources', resources),
  ])
    log.info(line);
  return true;
}
