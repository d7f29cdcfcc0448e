import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Composer } from './Composer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('Post is disabled while blank and sends the text with its privacy', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<Composer open onSubmit={onSubmit} onClose={() => {}} />);
  const post = screen.getByRole('button', { name: 'Post' });
  expect(post).toBeDisabled();
  await user.type(screen.getByLabelText("What's on your mind?"), '   ');
  expect(post).toBeDisabled();
  await user.click(screen.getByLabelText("What's on your mind?"));
  await user.paste('One day at a time');
  await user.click(screen.getByRole('combobox', { name: 'Who can see this' }));
  await user.click(screen.getByRole('option', { name: 'Only me' }));
  await user.click(post);
  expect(onSubmit).toHaveBeenCalledWith(
    {
      content: 'One day at a time',
      privacy: 'private',
      post_type: 'text',
    },
    expect.stringMatching(UUID),
  );
});

it('milestone mode asks for the number of days', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<Composer open mode="milestone" onSubmit={onSubmit} onClose={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Share a Milestone' })).toBeInTheDocument();
  await user.click(screen.getByLabelText('Tell the community about your milestone'));
  await user.paste('Six months!');
  expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  await user.type(screen.getByLabelText('Days in recovery'), '0');
  expect(screen.getByText('Enter a whole number of days, 1 or more.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Days in recovery'));
  await user.type(screen.getByLabelText('Days in recovery'), '180');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(onSubmit).toHaveBeenCalledWith(
    {
      content: 'Six months!',
      privacy: 'public',
      post_type: 'milestone',
      milestone_type: 'days_in_recovery',
      milestone_days: 180,
    },
    expect.stringMatching(UUID),
  );
});

it('while sending the Post button is disabled and says so', () => {
  render(<Composer open sending onSubmit={() => {}} onClose={() => {}} />);
  expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
});

it('resets on close', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Composer open onSubmit={() => {}} onClose={() => {}} />);
  await user.click(screen.getByLabelText("What's on your mind?"));
  await user.paste('draft');
  rerender(<Composer open={false} onSubmit={() => {}} onClose={() => {}} />);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  rerender(<Composer open onSubmit={() => {}} onClose={() => {}} />);
  expect(await screen.findByLabelText("What's on your mind?")).toHaveValue('');
});

it('one Idempotency-Key per compose: the same on a retry, new for other text or a new compose', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const { rerender } = render(<Composer open onSubmit={onSubmit} onClose={() => {}} />);
  await user.click(screen.getByLabelText("What's on your mind?"));
  await user.paste('Day one');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  // The send failed: the person presses Post again (or double-clicked).
  rerender(<Composer open error="offline" onSubmit={onSubmit} onClose={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Post' }));
  const [first, retry] = onSubmit.mock.calls.map((c) => c[1] as string);
  expect(first).toMatch(UUID);
  expect(retry).toBe(first);
  // Edited text is another post: another key.
  await user.type(screen.getByLabelText("What's on your mind?"), '!');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(onSubmit.mock.calls[2]![1]).not.toBe(first);
  // Closed and opened again: a new compose, a new key even for the same text.
  rerender(<Composer open={false} onSubmit={onSubmit} onClose={() => {}} />);
  rerender(<Composer open onSubmit={onSubmit} onClose={() => {}} />);
  await user.click(screen.getByLabelText("What's on your mind?"));
  await user.paste('Day one');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  const keys = onSubmit.mock.calls.map((c) => c[1] as string);
  expect(new Set(keys).size).toBe(3);
  expect(keys[3]).not.toBe(first);
});
