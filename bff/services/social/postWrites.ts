import type { Types } from 'mongoose';
import { REACTION_TYPES } from '../../../contract/social';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import type { PostRecord } from '../../presenters/social';

/**
 * Writing to a post, the one way every part of the community service does it: under the post's
 * key (one after another on FerretDB, bff/db/seam.ts), forgetting its hot copy, and keeping its
 * counters at or above 0.
 */
export function postWrites(Post: Models['Post'], seam: EngineSeam) {
  /** Runs a post's read-decide-write steps one after another where the engine needs it. */
  const serializePost = <T>(postId: Types.ObjectId | string, task: () => Promise<T>) =>
    seam.serialize(`post:${String(postId)}`, task);

  /**
   * Every write to a post goes through here, so the feed's hot copy of it (the seam's
   * findHotByIds) is forgotten before and after, even when the write fails half-way.
   */
  async function writingPost<T>(postId: Types.ObjectId, write: () => Promise<T>): Promise<T> {
    seam.forget(Post, postId);
    try {
      return await write();
    } finally {
      seam.forget(Post, postId);
    }
  }

  async function applyCounters(postId: Types.ObjectId, inc: Record<string, number>) {
    const changes = Object.fromEntries(Object.entries(inc).filter(([, n]) => n !== 0));
    if (Object.keys(changes).length === 0) return Post.findById(postId).lean<PostRecord>();
    const after = await Post.findOneAndUpdate(
      { _id: postId },
      { $inc: changes },
      { returnDocument: 'after' },
    ).lean<PostRecord>();
    if (!after) return null;
    const negative: Record<string, number> = {};
    if ((after.likes_count ?? 0) < 0) negative.likes_count = 0;
    if ((after.comments_count ?? 0) < 0) negative.comments_count = 0;
    for (const t of REACTION_TYPES)
      if ((after.reactions?.[t] ?? 0) < 0) negative[`reactions.${t}`] = 0;
    if (Object.keys(negative).length > 0) {
      await Post.updateOne({ _id: postId }, { $set: negative });
      return { ...after, ...(await Post.findById(postId).lean<PostRecord>()) };
    }
    return after;
  }

  /** Applies counter changes to a post; a counter that would go below 0 is set to 0. */
  function bumpCounters(postId: Types.ObjectId, inc: Record<string, number>) {
    return writingPost(postId, () => applyCounters(postId, inc));
  }

  return { serializePost, writingPost, bumpCounters };
}
