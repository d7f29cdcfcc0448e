import { Types, type Connection } from 'mongoose';
import { shownName } from '../../../domain/profile/displayName';
import { pagedLists } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import { postNotFound } from '../../errors';
import type { Models } from '../../models';
import { pairKey } from '../../models/thread';
import { isHidden } from '../../policies/blocks';
import { canViewPost, threadMakesPeers } from '../../policies/social';
import type { PostRecord } from '../../presenters/social';
import type { SignedInUser } from '../../viewer';
import type { BlockService } from '../blocks';
import { migrateToReadsById, migrateViewerReactions } from '../migrate';
import { FEED_LIST, feedRefOf } from './lists';
import { postWrites } from './postWrites';
import { viewerReactions } from './viewerReactions';

export const oid = (id: string) => new Types.ObjectId(id);

/**
 * Whom the community tells of what others did to a person's posts (bff/services/notifications):
 * each settles once told (a failure is logged by whoever passes these, never thrown here).
 */
export interface SocialNotify {
  commented(owner: string, actor: string, postId: string, commentId: string): Promise<void>;
  /** A reaction was given or taken back (the listener reads which). */
  reactionChanged(owner: string, actor: string, postId: string): Promise<void>;
}
const NOBODY_TOLD: SocialNotify = {
  commented: async () => {},
  reactionChanged: async () => {},
};

/**
 * What every part of the community service shares: its lists, the start-up migration every read
 * and write waits for, the names others see, who is hidden or a peer, loading a post the viewer
 * may see, and writing to a post (postWrites.ts).
 */
export function socialContext(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  blocks?: Pick<BlockService, 'hiddenFor'>,
  notify: SocialNotify = NOBODY_TOLD,
) {
  const { Post, Thread, Profile } = models;
  const lists = pagedLists(conn, seam);
  const reactionsOfViewer = viewerReactions(conn, seam);

  /** Data written before reads went by `_id` is brought into shape once (the app starts it). */
  const migrate = async () => {
    await migrateToReadsById(conn, models, lists, { list: FEED_LIST, refOf: feedRefOf });
    await migrateViewerReactions(conn, models, lists, reactionsOfViewer, FEED_LIST);
  };
  let ready: Promise<void> | null = null;
  const whenReady = () =>
    (ready ??= migrate().catch((err: unknown) => {
      ready = null; // tried again by the next request
      throw err;
    }));

  /** The name others see: only what the person saved, never the identity provider's name. */
  async function displayNameOf(userId: string): Promise<string> {
    const profile = await Profile.findById(oid(userId)).lean();
    return shownName(profile?.display_name);
  }

  /** People hidden from the viewer by a block, either way (bff/services/blocks.ts). */
  const hiddenOf = (viewerId: string) =>
    blocks ? blocks.hiddenFor(viewerId) : Promise.resolve(new Set<string>());

  /** Are these two peers ('friends' privacy, bff/policies/social.ts)? One read by `_id`. */
  async function isPeer(a: string, b: string): Promise<boolean> {
    // One's own posts: nothing to read (the policy decides those before privacy).
    if (a === b) return true;
    return threadMakesPeers(await Thread.findById(pairKey(a, b)).lean());
  }

  /** isPeer for one viewer, asked once per author within a request. */
  function peerCheck(viewerId: string) {
    const answers = new Map<string, Promise<boolean>>();
    return (author: string) => {
      let answer = answers.get(author);
      if (!answer) {
        answer = isPeer(viewerId, author);
        answers.set(author, answer);
      }
      return answer;
    };
  }

  /**
   * The post if this viewer may see it, else 404: a post the viewer may not see answers exactly
   * like one that does not exist. postId is a validated ObjectId (the route's params schema).
   * With it, the people hidden from the viewer by a block, read for the check, so a caller that
   * filters the post's comments or reactors by them reads the block document once.
   */
  async function visiblePost(
    postId: string,
    viewer: SignedInUser,
  ): Promise<{ post: PostRecord; hidden: ReadonlySet<string> }> {
    await whenReady();
    // Kept hot like the feed's posts: fresh, since every write to a post forgets it.
    const _id = oid(postId);
    const [found, hidden] = await Promise.all([
      seam.findHotByIds<PostRecord>(Post, [_id]),
      hiddenOf(viewer.id),
    ]);
    const post = found.get(String(_id));
    if (!post || isHidden(hidden, String(post.author_id))) throw postNotFound();
    const peer =
      post.privacy === 'friends' ? await isPeer(String(post.author_id), viewer.id) : false;
    if (!canViewPost(post, viewer, peer)) throw postNotFound();
    return { post, hidden };
  }

  return {
    models,
    conn,
    seam,
    lists,
    reactionsOfViewer,
    notify,
    whenReady,
    displayNameOf,
    hiddenOf,
    peerCheck,
    visiblePost,
    ...postWrites(Post, seam),
  };
}
export type SocialContext = ReturnType<typeof socialContext>;
