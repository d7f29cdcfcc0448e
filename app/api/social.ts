import type {
  Comment,
  FeedPage,
  NewPost,
  Post,
  ReactionResult,
  ReactionType,
  Reactor,
} from '../../contract/social';
import { api } from './client';

const base = '/api/social/posts';

export const socialApi = {
  feed: (cursor?: string | null) =>
    api<FeedPage>('GET', cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base),
  create: (post: NewPost) => api<{ post: Post }>('POST', base, post),
  remove: (id: string) => api<{ success: true }>('DELETE', `${base}/${encodeURIComponent(id)}`),
  react: (id: string, reaction: ReactionType) =>
    api<ReactionResult>('POST', `${base}/${encodeURIComponent(id)}/like`, { reaction }),
  reactors: (id: string) =>
    api<{ likes: Reactor[] }>('GET', `${base}/${encodeURIComponent(id)}/likes`),
  comments: (id: string) =>
    api<{ comments: Comment[] }>('GET', `${base}/${encodeURIComponent(id)}/comments`),
  addComment: (id: string, content: string) =>
    api<{ comment: Comment; comments_count: number }>(
      'POST',
      `${base}/${encodeURIComponent(id)}/comments`,
      { content },
    ),
  report: (id: string, reason: string) =>
    api<{ success: true }>('POST', `${base}/${encodeURIComponent(id)}/report`, { reason }),
};
