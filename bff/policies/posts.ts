import type { SignedInUser } from '../auth/sessions';

interface PostFacts {
  author_id: { toString(): string };
  privacy?: string | null;
  status?: string | null;
}

/** May this person see this post? (privacy and moderation, decided on the server) */
export function canViewPost(
  post: PostFacts,
  viewer: SignedInUser,
  viewerIsPeerOfAuthor: boolean,
): boolean {
  const own = String(post.author_id) === viewer.id;
  if (own || viewer.is_admin) return post.status !== 'rejected' || viewer.is_admin;
  if (post.status !== 'published') return false;
  if (post.privacy === 'private') return false;
  if (post.privacy === 'friends') return viewerIsPeerOfAuthor;
  return true;
}

/** Spec, Roles: a post is deleted by its author or by an admin. */
export const canDeletePost = (post: PostFacts, viewer: SignedInUser) =>
  String(post.author_id) === viewer.id || viewer.is_admin;
