import { REPORTS_TO_HOLD } from '../../contract/social';
import type { SignedInUser } from '../viewer';

/**
 * Who may see, delete and report a post, who counts as a peer, and when reports hold a post: the
 * one owner of these rules. canViewPost decides for one post and is the final word; refVisibility
 * is the same rule read from a feed reference (author and privacy only), so the feed skips what no
 * status could make visible before fetching anything; social.test.ts proves the two agree. Admins
 * see what everyone sees, and also held posts (status 'pending', shown marked) until the admin
 * queue approves or rejects them; they may delete any post they can see.
 */

interface PostFacts {
  author_id: { toString(): string };
  privacy?: string | null;
  status?: string | null;
}

/**
 * Moderation states an author still sees on their own posts: 'pending' shows as held,
 * 'rejected' as removed by moderators (so nobody's words vanish without a word).
 */
const OWN_VISIBLE_STATUSES = ['published', 'pending', 'rejected'] as const;

/** Does the author still see their own post (any state but deleted: OWN_VISIBLE_STATUSES)? */
export function authorSeesPost(post: Pick<PostFacts, 'status'>): boolean {
  return (OWN_VISIBLE_STATUSES as readonly (string | null | undefined)[]).includes(post.status);
}

/** May this person see this post? (privacy and moderation, decided on the server) */
export function canViewPost(
  post: PostFacts,
  viewer: SignedInUser,
  viewerIsPeerOfAuthor: boolean,
): boolean {
  // A deleted post is gone for everyone, its author and admins included.
  if (post.status === 'deleted') return false;
  if (String(post.author_id) === viewer.id) return authorSeesPost(post);
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

/** Nobody reports their own post (docs/product.md, Reports and holds). */
export const canReportPost = (post: PostFacts, viewer: SignedInUser) =>
  String(post.author_id) !== viewer.id;

/** What the peer rule reads of the two people's thread (bff/models/thread.ts). */
export interface ThreadFacts {
  wrote_0?: boolean | null;
  wrote_1?: boolean | null;
}

/**
 * Are the two people of this thread peers (docs/product.md, Privacy)? They are when both wrote in it:
 * one unanswered message does not open anyone's friends-only posts. Threads from before messages
 * existed (no `wrote_*` fields: seeded peers) count.
 */
export const threadMakesPeers = (thread: ThreadFacts | null | undefined): boolean =>
  !!thread && thread.wrote_0 !== false && thread.wrote_1 !== false;

/**
 * Is a post, with its counters as they are after a report, to be held for review? A published
 * post is, once REPORTS_TO_HOLD reports that count (bff/policies/reports.ts) arrived; a post
 * already held, rejected or deleted keeps its status.
 */
export const reachesHold = (post: { status?: string | null; hold_reports_count?: number | null }) =>
  post.status === 'published' && (post.hold_reports_count ?? 0) >= REPORTS_TO_HOLD;
