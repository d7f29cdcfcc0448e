import type { Types } from 'mongoose';
import type { Ref } from '../../db/pagedList';

/**
 * The community's lists of references (bff/db/pagedList.ts) and how a page of one becomes items.
 */

/** The community feed: one list of references to every post, oldest first (docs/decisions.md). */
export const FEED_LIST = 'feed';
/** A post's comments and the reactions of its reactors, as lists of references by id. */
export const commentsList = (postId: string) => `c:${postId}`;
export const reactorsList = (postId: string) => `r:${postId}`;

/** What the feed knows of a post before fetching it: enough to decide privacy per viewer. */
export interface FeedRef {
  id: string;
  /** created_at in ms */
  at: number;
  author: string;
  privacy: string;
}
/** A reference in a comments or reactors list: the item's `_id`. */
export interface IdRef {
  id: string;
}

export const feedRefOf = (p: {
  _id: Types.ObjectId;
  created_at: Date;
  author_id: Types.ObjectId;
  privacy?: string | null;
}): FeedRef => ({
  id: String(p._id),
  at: p.created_at.getTime(),
  author: String(p.author_id),
  privacy: p.privacy ?? 'public',
});

/**
 * A `keep` for pagedLists.collect: turns references (newest first) into items in order, loading
 * by `_id` only as many as the page still needs, dropping what `load` returns null for (missing:
 * a crash between the reference and the item; deleted; not visible) and references seen before.
 * `mayShow` decides from a reference alone (privacy), before anything is loaded, so the items of a
 * page are usually loaded in one parallel wave.
 */
export function keeper<R extends IdRef, T>(
  limit: number,
  load: (refs: Ref<R>[]) => Promise<(T | null)[]>,
  mayShow: (refs: Ref<R>[]) => Promise<boolean[]> = async (refs) => refs.map(() => true),
) {
  let kept = 0;
  const seen = new Set<string>();
  return async (refs: Ref<R>[]) => {
    const out: { pos: number; item: T }[] = [];
    let i = 0;
    // One item beyond the page tells collect that there is more.
    while (i < refs.length && kept <= limit) {
      const wanted = limit + 1 - kept;
      const candidates: Ref<R>[] = [];
      while (i < refs.length && candidates.length < wanted) {
        const slice = refs.slice(i, i + Math.max(wanted - candidates.length, 4));
        i += slice.length;
        const fresh = slice.filter((r) => {
          if (seen.has(r.id)) return false;
          seen.add(r.id);
          return true;
        });
        const shown = await mayShow(fresh);
        candidates.push(...fresh.filter((_, j) => shown[j]));
      }
      const items = await load(candidates);
      candidates.forEach((r, j) => {
        const item = items[j];
        if (item === null || item === undefined) return;
        out.push({ pos: r.pos, item });
        kept++;
      });
    }
    return out;
  };
}
