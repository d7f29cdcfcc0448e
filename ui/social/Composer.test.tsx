import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Composer } from './Composer';

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
  expect(onSubmit).toHaveBeenCalledWith({
    content: 'One day at a time',
    privacy: 'private',
    post_type: 'text',
  });
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
  expect(onSubmit).toHaveBeenCalledWith({
    content: 'Six months!',
    privacy: 'public',
    post_type: 'milestone',
    milestone_type: 'days_in_recovery',
    milestone_days: 180,
  });
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
