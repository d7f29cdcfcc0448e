import { checkStoriesOf } from '../storyChecks';

// One shard of the stories (stories/storyShards.ts): every story renders and passes axe.
await checkStoriesOf('admin');
