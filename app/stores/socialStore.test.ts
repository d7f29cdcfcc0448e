import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildComment, buildPost } from '../../ui/fixtures';
import { fakeApi } from '../test/renderApp';
import { useSocialStore } from './socialStore';
import { useNoticeStore } from './noticeStore';

const p1 = buildPost({ id: 'p1', user_id: 'u', content: 'hi', display_name: 'U' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

it('delete announces success; a failure rejects with the documented text for the page to show', async () => {
  fakeApi({ 'DELETE /api/social/posts/p1': () => ({ status: 200, body: { success: true } }) });
  useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
  await useSocialStore.getState().remove('p1');
  expect(useSocialStore.getState().posts).toEqual([]);
  expect(useNoticeStore.getState().notice?.message).toBe('Post deleted successfully.');
  useNoticeStore.getState().dismiss();

  fakeApi({
    'DELETE /api/social/posts/p1': () => ({
      status: 403,
      body: { error: 'Only the author or a moderator can delete this post.' },
    }),
  });
  await expect(useSocialStore.getState().remove('p1')).rejects.toThrow(
    'Only the author or a moderator can delete this post.',
  );

  const { fetchMock } = fakeApi({});
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(useSocialStore.getState().remove('p1')).rejects.toThrow(
    'Error deleting post. Please try again.',
  );
  // One error contract: the store rejected, so it announced nothing itself.
  expect(useNoticeStore.getState().notice).toBeNull();
});

it('a refused comment rejects with the text to show and announces nothing itself', async () => {
  fakeApi({
    'POST /api/social/posts/p1/comments': () => ({ status: 400, body: { error: 'Too long.' } }),
  });
  useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
  await expect(useSocialStore.getState().addComment('p1', 'x')).rejects.toThrow(
    'Your comment was not posted: Too long.',
  );
  expect(useNoticeStore.getState().notice).toBeNull();
});

it('reactors come from the store; a failure rejects', async () => {
  const likes = [{ display_name: 'Jo', reaction_type: 'love', created_at: p1.created_at }];
  fakeApi({ 'GET /api/social/posts/p1/likes': () => ({ status: 200, body: { likes } }) });
  await expect(useSocialStore.getState().loadReactors('p1')).resolves.toEqual(likes);
  fakeApi({});
  await expect(useSocialStore.getState().loadReactors('p1')).rejects.toThrow('Not found.');
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

/** A fake response held until the test releases it. */
function held() {
  let release: (v: { status: number; body?: unknown }) => void = () => {};
  const promise = new Promise<{ status: number; body?: unknown }>((r) => (release = r));
  return { promise, release: (status: number, body?: unknown) => release({ status, body }) };
}
const reactionResult = (type: 'like' | 'love' | null, count: number) => ({
  likes_count: count,
  reactions: { ...p1.reactions, ...(type ? { [type]: count } : {}) },
  user_liked: type !== null,
  user_reaction: type === 'love' ? '❤️' : type === 'like' ? '👍' : null,
  user_reaction_type: type,
});

describe('races', () => {
  it('an earlier reaction answer arriving last does not overwrite the newer reaction', async () => {
    const answers = [held(), held()];
    let n = 0;
    fakeApi({ 'POST /api/social/posts/p1/like': () => answers[n++]!.promise });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
    const first = useSocialStore.getState().react('p1', 'love');
    const second = useSocialStore.getState().react('p1', 'like');
    answers[1]!.release(200, reactionResult('like', 1));
    await second;
    answers[0]!.release(200, reactionResult('love', 1));
    await first;
    expect(useSocialStore.getState().posts[0]).toMatchObject({
      user_reaction_type: 'like',
      likes_count: 1,
    });
  });

  it('a failed earlier reaction does not roll back a later one that succeeded', async () => {
    const answers = [held(), held()];
    let n = 0;
    fakeApi({ 'POST /api/social/posts/p1/like': () => answers[n++]!.promise });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
    const first = useSocialStore.getState().react('p1', 'love');
    const second = useSocialStore.getState().react('p1', 'like');
    answers[1]!.release(200, reactionResult('like', 1));
    await second;
    answers[0]!.release(503, { error: 'The database is not available right now.' });
    await first;
    expect(useSocialStore.getState().posts[0]).toMatchObject({
      user_reaction_type: 'like',
      likes_count: 1,
    });
  });

  it('when the latest reaction fails, the post returns to the last state the server confirmed', async () => {
    const answers = [held(), held()];
    let n = 0;
    fakeApi({ 'POST /api/social/posts/p1/like': () => answers[n++]!.promise });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
    const first = useSocialStore.getState().react('p1', 'love');
    const second = useSocialStore.getState().react('p1', 'like');
    answers[0]!.release(200, reactionResult('love', 1));
    await first;
    answers[1]!.release(503, { error: 'The database is not available right now.' });
    await second;
    expect(useSocialStore.getState().posts[0]).toMatchObject({
      user_reaction_type: 'love',
      likes_count: 1,
    });
  });

  it('load() while a post is being sent keeps the new post', async () => {
    const sent = held();
    fakeApi({
      'POST /api/social/posts': () => sent.promise,
      'GET /api/social/posts': () => ({ status: 200, body: { posts: [p1], next_cursor: null } }),
    });
    const creating = useSocialStore
      .getState()
      .create({ content: 'new one', privacy: 'public', post_type: 'text' });
    await useSocialStore.getState().load();
    expect(useSocialStore.getState().posts.map((p) => p.content)).toEqual(['new one', 'hi']);
    sent.release(201, { post: { ...p1, id: 'p9', content: 'new one' } });
    await creating;
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['p9', 'p1']);
  });

  it('a load that already has the new post does not show it twice', async () => {
    const sent = held();
    const created = { ...p1, id: 'p9', content: 'new one' };
    fakeApi({
      'POST /api/social/posts': () => sent.promise,
      'GET /api/social/posts': () => ({
        status: 200,
        body: { posts: [created, p1], next_cursor: null },
      }),
    });
    const creating = useSocialStore
      .getState()
      .create({ content: 'new one', privacy: 'public', post_type: 'text' });
    await useSocialStore.getState().load();
    sent.release(201, { post: created });
    await creating;
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['p9', 'p1']);
  });

  it('two posts sent within the same millisecond keep apart', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const answers = [held(), held()];
    let n = 0;
    fakeApi({ 'POST /api/social/posts': () => answers[n++]!.promise });
    const one = useSocialStore
      .getState()
      .create({ content: 'one', privacy: 'public', post_type: 'text' });
    const two = useSocialStore
      .getState()
      .create({ content: 'two', privacy: 'public', post_type: 'text' });
    answers[0]!.release(201, { post: { ...p1, id: 'p-one', content: 'one' } });
    await one;
    expect(useSocialStore.getState().posts.map((p) => p.content)).toEqual(['two', 'one']);
    answers[1]!.release(201, { post: { ...p1, id: 'p-two', content: 'two' } });
    await two;
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['p-two', 'p-one']);
  });
});

describe('exactly once (Idempotency-Key)', () => {
  it('a double submit of one compose sends one request and shows one post', async () => {
    let release: (v: { status: number; body: unknown }) => void = () => {};
    const { fetchMock } = fakeApi({
      'POST /api/social/posts': () => new Promise((r) => (release = r)),
    });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
    const input = { content: 'once', privacy: 'public', post_type: 'text' } as const;
    const key = '6f1c2b1e-8f4a-4c1e-9b1a-2f3d4e5f6a7b';
    const first = useSocialStore.getState().create(input, key);
    const second = useSocialStore.getState().create(input, key);
    expect(useSocialStore.getState().posts.map((p) => p.content)).toEqual(['once', 'hi']);
    release({ status: 201, body: { post: buildPost({ id: 'p2', content: 'once' }) } });
    expect(await first).toEqual(await second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe(key);
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['p2', 'p1']);
  });

  it('a comment sent twice with one key is one request', async () => {
    const { fetchMock } = fakeApi({
      'POST /api/social/posts/p1/comments': () => ({
        status: 201,
        body: { comment: buildComment(), comments_count: 1 },
      }),
      'GET /api/social/posts/p1/comments': () => ({
        status: 200,
        body: { comments: [buildComment()], next_cursor: null },
      }),
    });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
    const key = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    await Promise.all([
      useSocialStore.getState().addComment('p1', 'well done', key),
      useSocialStore.getState().addComment('p1', 'well done', key),
    ]);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(useSocialStore.getState().posts[0]?.comments_count).toBe(1);
  });
});

describe('Show earlier comments', () => {
  it('loads the page before the comments shown and puts it above them', async () => {
    const c = (id: string) => buildComment({ id, content: id });
    fakeApi({
      'GET /api/social/posts/p1/comments': () => ({
        status: 200,
        body: { comments: [c('c3'), c('c4')], next_cursor: 'cur1' },
      }),
      'GET /api/social/posts/p1/comments?cursor=cur1': () => ({
        status: 200,
        body: { comments: [c('c1'), c('c2')], next_cursor: null },
      }),
    });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready' });
    await useSocialStore.getState().loadComments('p1');
    expect(useSocialStore.getState().comments.p1).toMatchObject({
      status: 'ready',
      hasEarlier: true,
    });
    await useSocialStore.getState().loadEarlierComments('p1');
    const shown = useSocialStore.getState().comments.p1!;
    expect(shown.items.map((x) => x.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(shown).toMatchObject({ hasEarlier: false, loadingEarlier: false });
  });

  it('a failure keeps what is shown and says so', async () => {
    fakeApi({
      'GET /api/social/posts/p1/comments': () => ({
        status: 200,
        body: { comments: [buildComment({ id: 'c3' })], next_cursor: 'cur1' },
      }),
      'GET /api/social/posts/p1/comments?cursor=cur1': () => ({
        status: 500,
        body: { error: 'boom' },
      }),
    });
    await useSocialStore.getState().loadComments('p1');
    await useSocialStore.getState().loadEarlierComments('p1');
    expect(useSocialStore.getState().comments.p1).toMatchObject({
      hasEarlier: true,
      loadingEarlier: false,
    });
    expect(useSocialStore.getState().comments.p1?.items.map((x) => x.id)).toEqual(['c3']);
    expect(useNoticeStore.getState().notice?.message).toBe(
      'Earlier comments could not be loaded. Please try again.',
    );
  });
});

describe("a post opened from a notification ('?post=')", () => {
  const older = buildPost({
    id: 'old',
    user_id: 'u',
    content: 'from last month',
    display_name: 'U',
  });

  it('is fetched and kept among the posts, even when the feed reloads without it', async () => {
    fakeApi({
      'GET /api/social/posts/old': () => ({ status: 200, body: { post: older } }),
      'GET /api/social/posts': () => ({ status: 200, body: { posts: [p1], next_cursor: null } }),
    });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready', focus: null });
    await useSocialStore.getState().loadFocus('old');
    expect(useSocialStore.getState().focus).toMatchObject({
      id: 'old',
      status: 'ready',
      error: null,
      inserted: true,
    });
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['old', 'p1']);
    await useSocialStore.getState().load();
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['old', 'p1']);
    // Closed, it leaves the feed as it was, without a reload.
    useSocialStore.getState().clearFocus();
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['p1']);
  });

  it('a post already in the feed stays in it when closed; each opening is a new one', async () => {
    fakeApi({ 'GET /api/social/posts/p1': () => ({ status: 200, body: { post: p1 } }) });
    useSocialStore.setState({ posts: [p1 as never], status: 'ready', focus: null });
    await useSocialStore.getState().loadFocus('p1');
    const first = useSocialStore.getState().focus!;
    expect(first.inserted).toBe(false);
    await useSocialStore.getState().loadFocus('p1');
    expect(useSocialStore.getState().focus!.seq).toBeGreaterThan(first.seq);
    useSocialStore.getState().clearFocus();
    expect(useSocialStore.getState().posts.map((p) => p.id)).toEqual(['p1']);
  });

  it('says so when it is gone, and gives the reason when it could not be fetched', async () => {
    fakeApi({
      'GET /api/social/posts/gone': () => ({ status: 404, body: { error: 'Post not found.' } }),
      'GET /api/social/posts/down': () => ({ status: 500, body: { error: 'Boom.' } }),
    });
    await useSocialStore.getState().loadFocus('gone');
    expect(useSocialStore.getState().focus).toMatchObject({
      id: 'gone',
      status: 'error',
      error: 'This post is no longer available: it was deleted, or you can no longer see it.',
    });
    await useSocialStore.getState().loadFocus('down');
    expect(useSocialStore.getState().focus).toMatchObject({ id: 'down', status: 'error' });
    expect(useSocialStore.getState().focus?.error).not.toMatch(/no longer available/);
  });
});
