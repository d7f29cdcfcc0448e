import { Types, trusted, type QueryFilter } from 'mongoose';
import type { PostDoc } from '../models/post';
import type { SignedInUser } from '../services/sessions';

/**
 * Who may see and delete a post: the one owner of these rules. canViewPost decides for one post,
 * visiblePostsFilter selects the same posts in a query; posts.test.ts proves they agree.
 * Admins see what everyone sees (their moderation queue is the admin panel's own list); they may
 * delete any post they can see.
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
  if (String(post.author_id) === viewer.id) {
    return (OWN_VISIBLE_STATUSES as readonly (string | null | undefined)[]).includes(post.status);
  }
  if (post.status !== 'published') return false;
  if (post.privacy === 'public') return true;
  if (post.privacy === 'friends') return viewerIsPeerOfAuthor;
  return false;
}

/**
 * The query filter selecting exactly the posts canViewPost allows, given the viewer's peers
 * (people sharing a message thread with them).
 */
export function visiblePostsFilter(
  viewer: SignedInUser,
  peers: Types.ObjectId[],
): QueryFilter<PostDoc> {
  return {
    $or: [
      { status: 'published' as const, privacy: 'public' as const },
      {
        status: 'published' as const,
        privacy: 'friends' as const,
        author_id: trusted({ $in: peers }),
      },
      {
        author_id: new Types.ObjectId(viewer.id),
        status: trusted({ $in: [...OWN_VISIBLE_STATUSES] }),
      },
    ],
  };
}

/** Spec, Roles: a post is deleted by its author or by an admin. */
export const canDeletePost = (post: PostFacts, viewer: SignedInUser) =>
  String(post.author_id) === viewer.id || viewer.is_admin;
