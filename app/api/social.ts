import type {
  Comment,
  CommentsPage,
  FeedPage,
  NewPost,
  Post,
  ReactionResult,
  ReactionType,
  Reactor,
} from '../../contract/social';
import { api } from './client';

const base = '/api/social/posts';
/** The header that makes a repeat of one compose (double click, retry) create nothing more. */
const once = (key?: string): Record<string, string> => (key ? { 'Idempotency-Key': key } : {});

export const socialApi = {
  feed: (cursor?: string | null) =>
    api<FeedPage>('GET', cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base),
  /** One post (where a notification links). */
  post: (id: string) => api<{ post: Post }>('GET', `${base}/${encodeURIComponent(id)}`),
  create: (post: NewPost, key?: string) => api<{ post: Post }>('POST', base, post, once(key)),
  remove: (id: string) => api<{ success: true }>('DELETE', `${base}/${encodeURIComponent(id)}`),
  react: (id: string, reaction: ReactionType) =>
    api<ReactionResult>('POST', `${base}/${encodeURIComponent(id)}/like`, { reaction }),
  reactors: (id: string) =>
    api<{ likes: Reactor[] }>('GET', `${base}/${encodeURIComponent(id)}/likes`),
  /** The newest comments, or with `cursor` (a page's next_cursor) the ones before them. */
  comments: (id: string, cursor?: string | null) =>
    api<CommentsPage>(
      'GET',
      `${base}/${encodeURIComponent(id)}/comments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  addComment: (id: string, content: string, key?: string) =>
    api<{ comment: Comment; comments_count: number }>(
      'POST',
      `${base}/${encodeURIComponent(id)}/comments`,
      { content },
      once(key),
    ),
  report: (id: string, reason: string) =>
    api<{ success: true }>('POST', `${base}/${encodeURIComponent(id)}/report`, { reason }),
};
