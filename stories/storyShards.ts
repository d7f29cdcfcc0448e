/** A story file as imported: its default export (meta) and its stories. */
export type StoryModule = Record<string, unknown>;

/**
 * The story files in shards that the stories project checks side by side (stories/a11y/, one
 * test file each), so a 2-core machine renders two at once. Loaded only by the shard that checks
 * them; every story file is in exactly one shard (stories/stories.test.tsx checks).
 */
export const STORY_SHARDS = {
  messages: import.meta.glob<StoryModule>('./messages/*.stories.tsx'),
  map: import.meta.glob<StoryModule>('./map/*.stories.tsx'),
  toolkitAndSocial: import.meta.glob<StoryModule>([
    './toolkit/*.stories.tsx',
    './social/*.stories.tsx',
  ]),
  admin: import.meta.glob<StoryModule>('./admin/*.stories.tsx'),
  others: import.meta.glob<StoryModule>([
    './*/*.stories.tsx',
    '!./messages/*',
    '!./map/*',
    '!./toolkit/*',
    '!./social/*',
    '!./admin/*',
  ]),
} as const;

export type ShardName = keyof typeof STORY_SHARDS;
