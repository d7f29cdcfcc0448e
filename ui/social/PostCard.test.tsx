import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildPost } from '../fixtures';
import { PostCard, type PostCardProps } from './PostCard';

const setup = (over: Partial<PostCardProps> = {}) =>
  render(
    <PostCard
      post={buildPost()}
      onReact={vi.fn()}
      onToggleComments={vi.fn()}
      onShowReactors={vi.fn()}
      onDelete={vi.fn()}
      onReport={vi.fn()}
      {...over}
    />,
  );

it("with onMessageAuthor the menu offers 'Message {name}' and calls back with the author", async () => {
  const user = userEvent.setup();
  const onMessageAuthor = vi.fn();
  setup({ onMessageAuthor });
  await user.click(screen.getByRole('button', { name: "More actions for Maria G.'s post" }));
  await user.click(screen.getByRole('menuitem', { name: 'Message Maria G.' }));
  expect(onMessageAuthor).toHaveBeenCalledWith('u-maria', 'Maria G.');
});

it('the menu is there for messaging alone, even with nothing to delete or report', async () => {
  const user = userEvent.setup();
  setup({ canReport: false, onMessageAuthor: vi.fn() });
  await user.click(screen.getByRole('button', { name: "More actions for Maria G.'s post" }));
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Message Maria G.']);
});

it('no menu at all when there is nothing to do', () => {
  setup({ canReport: false });
  expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
});
