import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildComment } from '../fixtures';
import { CommentPanel } from './CommentPanel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const comments = [buildComment({ user_id: 'u', content: 'Proud of you' })];

it('lists comments and clears the input after adding', async () => {
  const user = userEvent.setup();
  const onAdd = vi.fn(async () => {});
  render(<CommentPanel comments={comments} status="ready" onAdd={onAdd} onRetry={() => {}} />);
  expect(screen.getByText('Proud of you')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Post Comment' });
  expect(button).toBeDisabled();
  await user.click(screen.getByLabelText('Write a comment'));
  await user.paste(' Keep going ');
  await user.click(button);
  expect(onAdd).toHaveBeenCalledWith('Keep going', expect.stringMatching(UUID));
  expect(screen.getByLabelText('Write a comment')).toHaveValue('');
});

it('keeps the text when adding fails', async () => {
  const user = userEvent.setup();
  const onAdd = vi.fn(async () => Promise.reject(new Error('offline')));
  render(<CommentPanel comments={[]} status="ready" onAdd={onAdd} onRetry={() => {}} />);
  await user.click(screen.getByLabelText('Write a comment'));
  await user.paste('hello');
  await user.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(screen.getByLabelText('Write a comment')).toHaveValue('hello');
});

it('shows loading, empty and error states', async () => {
  const user = userEvent.setup();
  const onRetry = vi.fn();
  const { rerender } = render(
    <CommentPanel comments={[]} status="loading" onAdd={async () => {}} onRetry={onRetry} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading comments...');
  rerender(<CommentPanel comments={[]} status="ready" onAdd={async () => {}} onRetry={onRetry} />);
  expect(
    screen.getByText('No comments yet. Be the first to offer a kind word.'),
  ).toBeInTheDocument();
  rerender(<CommentPanel comments={[]} status="error" onAdd={async () => {}} onRetry={onRetry} />);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

it('resends the same Idempotency-Key on a retry and a new one for the next comment', async () => {
  const user = userEvent.setup();
  let fail = true;
  const onAdd = vi.fn(async () => {
    if (fail) throw new Error('offline');
  });
  render(<CommentPanel comments={[]} status="ready" onAdd={onAdd} onRetry={() => {}} />);
  await user.click(screen.getByLabelText('Write a comment'));
  await user.paste('You can do this');
  await user.click(screen.getByRole('button', { name: 'Post Comment' }));
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Post Comment' }));
  expect(screen.getByLabelText('Write a comment')).toHaveValue('');
  await user.click(screen.getByLabelText('Write a comment'));
  await user.paste('You can do this');
  await user.click(screen.getByRole('button', { name: 'Post Comment' }));
  const keys = onAdd.mock.calls.map((c) => (c as unknown as [string, string])[1]);
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it("offers 'Show earlier comments' when there are earlier ones", async () => {
  const user = userEvent.setup();
  const onLoadEarlier = vi.fn();
  const props = { comments, status: 'ready' as const, onAdd: async () => {}, onRetry: () => {} };
  const { rerender } = render(<CommentPanel {...props} />);
  expect(screen.queryByRole('button', { name: 'Show earlier comments' })).toBeNull();
  rerender(<CommentPanel {...props} hasEarlier onLoadEarlier={onLoadEarlier} />);
  await user.click(screen.getByRole('button', { name: 'Show earlier comments' }));
  expect(onLoadEarlier).toHaveBeenCalledTimes(1);
  rerender(<CommentPanel {...props} hasEarlier loadingEarlier onLoadEarlier={onLoadEarlier} />);
  const waiting = screen.getByRole('button', { name: 'Loading earlier comments...' });
  expect(waiting).toBeWaiting();
  expect(waiting).toHaveFocus();
  await user.click(waiting);
  expect(onLoadEarlier).toHaveBeenCalledTimes(1);
  // The earliest are in: the button leaves, and its focus goes to the first comment it brought.
  const earliest = buildComment({ id: 'c-0', user_id: 'v', content: 'Day one for me too' });
  rerender(<CommentPanel {...props} comments={[earliest, ...comments]} />);
  expect(screen.queryByRole('button', { name: /earlier comments/ })).toBeNull();
  expect(screen.getAllByRole('listitem')[0]).toHaveFocus();
  expect(document.activeElement).toHaveTextContent('Day one for me too');
});

it("while a comment is sent the field keeps the focus, read-only, and 'Post Comment' waits", async () => {
  const user = userEvent.setup();
  const onAdd = vi.fn(async () => {});
  const props = { comments, status: 'ready' as const, onAdd, onRetry: () => {} };
  const { rerender } = render(<CommentPanel {...props} />);
  const field = screen.getByLabelText('Write a comment');
  await user.click(field);
  await user.paste('Thinking of you');
  rerender(<CommentPanel {...props} sending />);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('readonly');
  const button = screen.getByRole('button', { name: 'Sending...' });
  expect(button).toBeWaiting();
  await user.click(button);
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(onAdd).not.toHaveBeenCalled();
});
