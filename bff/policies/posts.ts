import type { SignedInUser } from '../viewer';

/**
 * Who may see and delete a post: the one owner of these rules. canViewPost decides for one post
 * and is the final word; refVisibility is the same rule read from a feed reference (author and
 * privacy only), so the feed skips what no status could make visible before fetching anything;
 * posts.test.ts proves the two agree. Admins see what everyone sees, and also held posts (status
 * 'pending', shown marked) until the admin queue approves or rejects them; they may delete any
 * post they can see.
 */

interface PostFacts {
  author_id: { toString(): string };
  privacy?: string | null;
  status?: string | null;
}

/** Moderation states an author still sees on their own posts ('pending' shows as held). */
const OWN_VISIBLE_STATUSES = ['published', 'pending'] as const;

/** May this person see this post? (privacy and moderation, decided on the server) */
export function canViewPost(
  post: PostFacts,
  viewer: SignedInUser,
  viewerIsPeerOfAuthor: boolean,
): boolean {
  // A deleted post is gone for everyone, its author and admins included.
  if (post.status === 'deleted') return false;
  if (String(post.author_id) === viewer.id) {
    return (OWN_VISIBLE_STATUSES as readonly (string | null | undefined)[]).includes(post.status);
  }
  // A held post stays in view of the moderators, marked 'pending', where its privacy allows.
  const moderatorSeesHeld = viewer.is_admin && post.status === 'pending';
  if (post.status !== 'published' && !moderatorSeesHeld) return false;
  if (post.privacy === 'public') return true;
  if (post.privacy === 'friends') return viewerIsPeerOfAuthor;
  return false;
}

/**
 * What a feed reference (author and privacy, no status) already decides: 'show' may still be
 * dropped by the post's status (canViewPost), 'hide' never shows whatever the status, 'ifPeer'
 * depends on the viewer being the author's peer.
 */
export function refVisibility(
  ref: { author: string; privacy: string },
  viewer: SignedInUser,
): 'show' | 'hide' | 'ifPeer' {
  if (ref.author === viewer.id) return 'show';
  if (ref.privacy === 'public') return 'show';
  if (ref.privacy === 'friends') return 'ifPeer';
  return 'hide';
}

/** A post is deleted by its author or by an admin (docs/product.md, Deleting posts). */
export const canDeletePost = (post: PostFacts, viewer: SignedInUser) =>
  String(post.author_id) === viewer.id || viewer.is_admin;
