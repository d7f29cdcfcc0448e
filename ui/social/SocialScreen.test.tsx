import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { Post } from '../../contract/social';
import { NO_REACTIONS, buildPost, buildReactor } from '../fixtures';
import { SocialScreen, type SocialScreenProps } from './SocialScreen';

const post = (over: Partial<Post>): Post =>
  buildPost({
    user_id: 'other',
    content: 'Hello friends',
    display_name: 'Ria',
    likes_count: 1,
    reactions: { ...NO_REACTIONS, love: 1 },
    ...over,
  });

const setup = (over: Partial<SocialScreenProps> = {}) => {
  const props: SocialScreenProps = {
    posts: [post({})],
    status: 'ready',
    hasMore: false,
    viewerId: 'me',
    comments: {},
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onCreatePost: vi.fn(async () => {}),
    onReact: vi.fn(),
    onLoadComments: vi.fn(),
    onLoadEarlierComments: vi.fn(),
    onAddComment: vi.fn(async () => {}),
    onLoadReactors: vi.fn(async () => [buildReactor()]),
    onDelete: vi.fn(async () => {}),
    onReport: vi.fn(async () => {}),
    ...over,
  };
  const { rerender } = render(<SocialScreen {...props} />);
  return { ...props, rerender };
};

it('the empty state offers Create Your First Post, which opens the composer', async () => {
  const user = userEvent.setup();
  setup({ posts: [] });
  expect(screen.getByRole('heading', { name: 'Welcome to the Community!' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Your First Post' }));
  expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
});

it('the Milestone and Story shortcuts open the composer in their mode', async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('button', { name: 'Milestone' }));
  expect(screen.getByRole('dialog', { name: 'Share a Milestone' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(await screen.findByRole('button', { name: 'Story' }));
  expect(await screen.findByRole('dialog', { name: 'Share Your Story' })).toBeInTheDocument();
});

it('a refused post keeps the composer open with the reason', async () => {
  const user = userEvent.setup();
  setup({
    onCreatePost: vi.fn(async () =>
      Promise.reject(new Error('content must be at most 5000 characters.')),
    ),
  });
  await user.click(screen.getByRole('button', { name: "What's on your mind?" }));
  await user.type(screen.getByLabelText("What's on your mind?"), 'hi');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'content must be at most 5000 characters.',
  );
});

it('comments load on first open', async () => {
  const user = userEvent.setup();
  const props = setup();
  await user.click(screen.getByRole('button', { name: 'Comment' }));
  expect(props.onLoadComments).toHaveBeenCalledWith('p1');
  expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
});

it('comments already loaded are not loaded again; the panel toggles', async () => {
  const user = userEvent.setup();
  const props = setup({ comments: { p1: { status: 'ready', items: [] } } });
  const toggle = screen.getByRole('button', { name: 'Comment' });
  await user.click(toggle);
  expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
  await user.click(toggle);
  expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
  expect(props.onLoadComments).not.toHaveBeenCalled();
});

it('delete asks with the documented text before deleting', async () => {
  const user = userEvent.setup();
  const props = setup({ posts: [post({ user_id: 'me' })] });
  await user.click(screen.getByRole('button', { name: "More actions for Ria's post" }));
  expect(screen.queryByRole('menuitem', { name: 'Report Post' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete post' });
  expect(dialog).toHaveTextContent(
    'Are you sure you want to delete this post? This action cannot be undone.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(props.onDelete).toHaveBeenCalledWith('p1');
});

it("others' posts offer Report Post, not Delete, unless the viewer is an admin", async () => {
  const user = userEvent.setup();
  const props = setup();
  await user.click(screen.getByRole('button', { name: "More actions for Ria's post" }));
  expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Report Post' }));
  const dialog = screen.getByRole('dialog', { name: 'Report Post' });
  const send = within(dialog).getByRole('button', { name: 'Send Report' });
  expect(send).toBeDisabled();
  await user.click(within(dialog).getByLabelText('Reason'));
  await user.paste('Contains a phone number');
  await user.click(send);
  expect(props.onReport).toHaveBeenCalledWith('p1', 'Contains a phone number');
});

it('the reaction count opens the list of reactors', async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('button', { name: /1 reaction/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Reactions' });
  expect(await within(dialog).findByText('Sam')).toBeInTheDocument();
});

it('Load more asks for the next page', async () => {
  const user = userEvent.setup();
  const props = setup({ hasMore: true });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(props.onLoadMore).toHaveBeenCalled();
});

it("while the next page loads 'Load more' waits, keeping its focus; once the last page is in, the focus goes to the first post it brought", async () => {
  const user = userEvent.setup();
  const first = [post({ id: 'p1', content: 'One' }), post({ id: 'p2', content: 'Two' })];
  const { rerender, ...props } = setup({ posts: first, hasMore: true });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  rerender(<SocialScreen {...props} posts={first} hasMore loadingMore />);
  const waiting = screen.getByRole('button', { name: 'Loading...' });
  expect(waiting).toHaveFocus();
  expect(waiting).toBeWaiting();
  await user.click(waiting);
  expect(props.onLoadMore).toHaveBeenCalledOnce();
  const all = [...first, post({ id: 'p3', content: 'Three' })];
  rerender(<SocialScreen {...props} posts={all} hasMore={false} />);
  expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull();
  const third = screen.getAllByRole('article')[2]!;
  expect(third).toHaveTextContent('Three');
  expect(third).toHaveFocus();
});

it('a load failure offers Retry', async () => {
  const user = userEvent.setup();
  const props = setup({ posts: [], status: 'error' });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(props.onRetry).toHaveBeenCalled();
});

it('pending posts are marked for their author', () => {
  setup({ posts: [post({ user_id: 'me', status: 'pending' })] });
  expect(screen.getByText('Pending review')).toBeInTheDocument();
});

it('a post moderators rejected is marked removed for its author', () => {
  setup({ posts: [post({ user_id: 'me', status: 'rejected' })] });
  expect(screen.getByText('Removed by moderators')).toBeInTheDocument();
  expect(screen.queryByText('Pending review')).not.toBeInTheDocument();
});

it('the Connections and Groups placeholders point to the Feed, not to a Map that is not there yet', async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('tab', { name: 'Connections' }));
  const connections = screen.getByRole('tabpanel', { name: 'Connections' });
  expect(within(connections).getByRole('heading', { name: 'Find Connections' })).toBeVisible();
  expect(connections).toHaveTextContent(/Feed/);
  expect(connections).not.toHaveTextContent(/map/i);
  await user.click(screen.getByRole('tab', { name: 'Groups' }));
  const groups = screen.getByRole('tabpanel', { name: 'Groups' });
  expect(within(groups).getByRole('heading', { name: 'Recovery Groups' })).toBeVisible();
  expect(groups).not.toHaveTextContent(/map/i);
});

it("others' posts offer 'Message {name}', which starts a conversation with the author", async () => {
  const user = userEvent.setup();
  const onMessageAuthor = vi.fn();
  setup({ onMessageAuthor });
  await user.click(screen.getByRole('button', { name: "More actions for Ria's post" }));
  await user.click(screen.getByRole('menuitem', { name: 'Message Ria' }));
  expect(onMessageAuthor).toHaveBeenCalledExactlyOnceWith('other', 'Ria');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it("one's own posts offer no 'Message', nor does any post without the callback", async () => {
  const user = userEvent.setup();
  setup({ posts: [post({ user_id: 'me' })], onMessageAuthor: vi.fn() });
  await user.click(screen.getByRole('button', { name: "More actions for Ria's post" }));
  expect(screen.queryByRole('menuitem', { name: /^Message/ })).not.toBeInTheDocument();
});

it("without the callback, others' posts offer no 'Message'", async () => {
  const user = userEvent.setup();
  setup();
  await user.click(screen.getByRole('button', { name: "More actions for Ria's post" }));
  expect(screen.getByRole('menuitem', { name: 'Report Post' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: /^Message/ })).not.toBeInTheDocument();
});

it('a post opened from a notification comes first, once, with its comments loading', async () => {
  const focused = post({ id: 'p2', content: 'The one they commented on' });
  const props = setup({
    posts: [post({}), focused],
    focus: { id: 'p2', status: 'ready', error: null },
    onCloseFocus: vi.fn(),
  });
  const section = screen.getByRole('region', { name: 'From your notifications' });
  expect(within(section).getByText('The one they commented on')).toBeInTheDocument();
  expect(screen.getAllByText('The one they commented on')).toHaveLength(1);
  expect(props.onLoadComments).toHaveBeenCalledWith('p2');
  expect(props.onLoadComments).toHaveBeenCalledTimes(1);
  await userEvent.click(within(section).getByRole('button', { name: 'Show the feed' }));
  expect(props.onCloseFocus).toHaveBeenCalledTimes(1);
});

it('a post from a notification that is gone says so, with a retry', async () => {
  const props = setup({
    focus: { id: 'p9', status: 'error', error: 'This post is no longer available.' },
    onRetryFocus: vi.fn(),
  });
  const section = screen.getByRole('region', { name: 'From your notifications' });
  expect(within(section).getByText('This post is no longer available.')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
  expect(props.onRetryFocus).toHaveBeenCalledTimes(1);
});

it('while it loads, the feed stays below', () => {
  setup({ focus: { id: 'p9', status: 'loading', error: null } });
  expect(screen.getByText('Loading the post...')).toBeInTheDocument();
  expect(screen.getByText('Hello friends')).toBeInTheDocument();
});

it('a post from a notification opens on the Feed tab with its heading focused; opened again, its comments load anew', async () => {
  const focused = post({ id: 'p2', content: 'The one they reacted to' });
  const base: Partial<SocialScreenProps> = {
    posts: [focused],
    initialTab: 'groups',
    focus: { id: 'p2', status: 'ready', error: null, seq: 1 },
  };
  const props = setup(base);
  const heading = await screen.findByRole('heading', { name: 'From your notifications' });
  await vi.waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole('tab', { name: 'Feed' })).toHaveAttribute('aria-selected', 'true');
  expect(props.onLoadComments).toHaveBeenCalledTimes(1);
  cleanup();
  const again = setup({ ...base, focus: { id: 'p2', status: 'ready', error: null, seq: 2 } });
  expect(again.onLoadComments).toHaveBeenCalledWith('p2');
});
