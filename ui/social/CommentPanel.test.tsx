import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildComment } from '../fixtures';
import { CommentPanel } from './CommentPanel';

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
  expect(onAdd).toHaveBeenCalledWith('Keep going');
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
