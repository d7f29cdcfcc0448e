import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FIXTURE_NOW, buildPendingPosts } from './fixtures';
import { PendingPostsPanel, type PendingPostsPanelProps } from './PendingPostsPanel';

const setup = (over: Partial<PendingPostsPanelProps> = {}) => {
  const props: PendingPostsPanelProps = {
    posts: buildPendingPosts(),
    status: 'ready',
    nextCursor: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onDecide: vi.fn(async () => {}),
    now: FIXTURE_NOW,
    ...over,
  };
  render(<PendingPostsPanel {...props} />);
  return props;
};

const card = (name: string) => screen.getByRole('article', { name });

it('marks held posts and shows author, time, content and each report', () => {
  setup();
  const held = card('Post by Jordan P.');
  expect(within(held).getByText('Held for review')).toBeInTheDocument();
  expect(held).toHaveTextContent('Posted 5 hours ago');
  expect(within(held).getByText(/I know a place where nobody asks/)).toBeInTheDocument();
  expect(held).toHaveTextContent('3 reports, 2 counted toward the hold');
  const reports = within(within(held).getByRole('list')).getAllByRole('listitem');
  expect(reports.map((r) => r.textContent)).toEqual([
    'Encourages use · 4 hours ago · counts toward hold',
    'Encourages use · 2 hours ago · counts toward hold',
    'Spam · 25 minutes ago · new account: not counted',
  ]);
  const open = card('Post by Alex');
  expect(within(open).queryByText('Held for review')).not.toBeInTheDocument();
  expect(open).toHaveTextContent('1 report, 0 counted toward the hold');
});

it('Approve calls back with the post id at once; the post waits while it runs', async () => {
  const user = userEvent.setup();
  const onDecide = vi.fn(() => new Promise<void>(() => {}));
  setup({ onDecide });
  await user.click(within(card('Post by Alex')).getByRole('button', { name: 'Approve' }));
  expect(onDecide).toHaveBeenCalledWith('p-52', 'approve');
  expect(within(card('Post by Alex')).getByRole('button', { name: 'Approving...' })).toBeWaiting();
  expect(within(card('Post by Alex')).getByRole('button', { name: 'Reject' })).toBeWaiting();
  expect(within(card('Post by Jordan P.')).getByRole('button', { name: 'Reject' })).toBeEnabled();
});

it('Reject asks first, saying what happens to the post', async () => {
  const user = userEvent.setup();
  const { onDecide } = setup();
  await user.click(within(card('Post by Jordan P.')).getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: "Reject Jordan P.'s post?" });
  expect(dialog).toHaveTextContent(
    'The post will be hidden from everyone but its author, who sees it marked as removed.',
  );
  expect(onDecide).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(onDecide).not.toHaveBeenCalled();

  await user.click(within(card('Post by Jordan P.')).getByRole('button', { name: 'Reject' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
  expect(onDecide).toHaveBeenCalledWith('p-41', 'reject');
});

it('a failed decision shows its message on that post', async () => {
  const user = userEvent.setup();
  setup({
    onDecide: vi.fn(() => Promise.reject(new Error('The post was deleted by its author.'))),
  });
  await user.click(within(card('Post by Alex')).getByRole('button', { name: 'Approve' }));
  expect(await within(card('Post by Alex')).findByRole('alert')).toHaveTextContent(
    'The post was deleted by its author.',
  );
  expect(within(card('Post by Jordan P.')).queryByRole('alert')).not.toBeInTheDocument();
});

it('empty, failed with Retry, and Load more with the cursor', async () => {
  const user = userEvent.setup();
  const empty = render(
    <PendingPostsPanel
      posts={[]}
      status="ready"
      nextCursor={null}
      onRetry={vi.fn()}
      onLoadMore={vi.fn()}
      onDecide={vi.fn()}
    />,
  );
  expect(screen.getByText(/No reported posts to review/)).toBeInTheDocument();
  empty.unmount();

  const onRetry = vi.fn();
  const failed = render(
    <PendingPostsPanel
      posts={[]}
      status="error"
      nextCursor={null}
      onRetry={onRetry}
      onLoadMore={vi.fn()}
      onDecide={vi.fn()}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Reported posts could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
  failed.unmount();

  const { onLoadMore } = setup({ nextCursor: 'p-2' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onLoadMore).toHaveBeenCalledWith('p-2');
});
