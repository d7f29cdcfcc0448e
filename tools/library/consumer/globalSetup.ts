/** The consumer fixture runs against the library as built: ui/dist/ is made afresh for each run. */
import { buildLibrary } from '../build';

export default async function setup(): Promise<void> {
  await buildLibrary();
}
