import type { Models } from '../../models';

export type CountName = 'reports' | 'posts' | 'places' | 'messages';
const COUNTS_ID = 'counts';

/**
 * The tab counts of /admin in one document read by `_id` (bff/models/moderation.ts). Each
 * transition that puts an item into a queue or takes it out moves its count, once: callers move
 * it only when their compare-and-set changed the item.
 */
export function moderationCounts(models: Models) {
  const { ModerationCounts } = models;
  return {
    async bump(changes: Partial<Record<CountName, number>>): Promise<void> {
      const inc = Object.fromEntries(Object.entries(changes).filter(([, n]) => n !== 0));
      if (Object.keys(inc).length === 0) return;
      await ModerationCounts.updateOne({ _id: COUNTS_ID }, { $inc: inc }, { upsert: true });
    },
    async read(): Promise<Record<CountName, number>> {
      const doc = await ModerationCounts.findById(COUNTS_ID).lean();
      // A count is never shown below 0, even if a crash between two writes left it so.
      const at = (n: number | null | undefined) => Math.max(0, n ?? 0);
      return {
        reports: at(doc?.reports),
        posts: at(doc?.posts),
        places: at(doc?.places),
        messages: at(doc?.messages),
      };
    },
  };
}
export type ModerationCounts = ReturnType<typeof moderationCounts>;
