/** `npm run bench`: load figures for the features that ask for them. */
import { runFeedBench } from './feed';

await runFeedBench();
process.exit(0);
