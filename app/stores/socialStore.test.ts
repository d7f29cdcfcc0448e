import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/renderApp';
import { resetSocialStore, useSocialStore } from './socialStore';
import { useNoticeStore } from './noticeStore';

const zero = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, strong: 0 };
const p1 = {
  id: 'p1',
  user_id: 'u',
  content: 'hi',
  created_at: new Date().toISOString(),
  display_name: 'U',
  likes_count: 0,
  comments_count: 0,
  reactions: zero,
  user_liked: false,
  user_reaction: null,
  user_reaction_type: null,
  privacy: 'public',
  post_type: 'text',
  milestone_days: null,
  status: 'published',
};

beforeEach(() => {
  resetSocialStore();
  useNoticeStore.setState({ notice: null });
});
afterEach(() => vi.unstubAllGlobals());

it('a reaction shows at once and rolls back with a message when refused', async () => {
  let release: (v: { status: number; body: unknown }) => void = () => {};
  fakeApi({ 'POST /api/social/posts/p1/like': () => new Promise((r) => (release = r)) });
  useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
  const pending = useSocialStore.getState().react('p1', 'love');
  expect(useSocialStore.getState().posts[0]).toMatchObject({ likes_count: 1, user_reaction: '❤️' });
  release({ status: 404, body: { error: 'Post not found.' } });
  await pending;
  expect(useSocialStore.getState().posts[0]).toMatchObject({ likes_count: 0, user_reaction: null });
  expect(useNoticeStore.getState().notice?.message).toBe(
    'Your reaction was not saved: Post not found.',
  );
});

it('a new post shows at once and is removed with the reason when refused', async () => {
  let release: (v: { status: number; body: unknown }) => void = () => {};
  fakeApi({ 'POST /api/social/posts': () => new Promise((r) => (release = r)) });
  useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
  const pending = useSocialStore
    .getState()
    .create({ content: 'new one', privacy: 'public', post_type: 'text' });
  expect(useSocialStore.getState().posts.map((p) => p.content)).toEqual(['new one', 'hi']);
  release({ status: 400, body: { error: 'content cannot be blank.' } });
  await expect(pending).rejects.toThrow('content cannot be blank.');
  expect(useSocialStore.getState().posts.map((p) => p.content)).toEqual(['hi']);
});

it('delete reports success or the server error with the spec texts', async () => {
  fakeApi({ 'DELETE /api/social/posts/p1': () => ({ status: 200, body: { success: true } }) });
  useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
  await useSocialStore.getState().remove('p1');
  expect(useSocialStore.getState().posts).toEqual([]);
  expect(useNoticeStore.getState().notice?.message).toBe('Post deleted successfully.');

  fakeApi({
    'DELETE /api/social/posts/p1': () => ({
      status: 403,
      body: { error: 'Only the author or a moderator can delete this post.' },
    }),
  });
  await expect(useSocialStore.getState().remove('p1')).rejects.toThrow();
  expect(useNoticeStore.getState().notice?.message).toBe(
    'Only the author or a moderator can delete this post.',
  );

  const { fetchMock } = fakeApi({});
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(useSocialStore.getState().remove('p1')).rejects.toThrow();
  expect(useNoticeStore.getState().notice?.message).toBe('Error deleting post. Please try again.');
});

it('load more appends the next page without duplicates', async () => {
  fakeApi({
    'GET /api/social/posts': () => ({ status: 200, body: { posts: [p1], next_cursor: 'c1' } }),
    'GET /api/social/posts?cursor=c1': () => ({
      status: 200,
      body: { posts: [p1, { ...p1, id: 'p2' }], next_cursor: null },
    }),
  });
  await useSocialStore.getState().load();
  await useSocialStore.getState().loadMore();
  expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['p1', 'p2']);
  expect(useSocialStore.getState().nextCursor).toBeNull();
});
