import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { buildComment, buildPost } from '../fixtures';
import { CommentPanel } from '../social/CommentPanel';
import { PostCard } from '../social/PostCard';
import { ModeratorBadge } from './ModeratorBadge';

const card = (by_moderator: boolean, display_name: string) => (
  <PostCard
    post={buildPost({ display_name, by_moderator })}
    onReact={vi.fn()}
    onToggleComments={vi.fn()}
    onShowReactors={vi.fn()}
    onDelete={vi.fn()}
    onReport={vi.fn()}
  />
);

it('says Moderator', () => {
  render(<ModeratorBadge />);
  expect(screen.getByText('Moderator')).toBeInTheDocument();
});

it('marks only posts the server says a moderator wrote, never by the name', () => {
  const { rerender } = render(card(false, 'Moderator Mo'));
  expect(screen.queryByText('Moderator')).not.toBeInTheDocument();
  rerender(card(true, 'Pat'));
  expect(screen.getByText('Moderator')).toBeInTheDocument();
});

it('marks a moderator’s comment', () => {
  render(
    <CommentPanel
      comments={[
        buildComment({ id: 'a', content: 'From a peer' }),
        buildComment({ id: 'b', content: 'From the team', by_moderator: true }),
      ]}
      status="ready"
      onAdd={vi.fn()}
      onRetry={vi.fn()}
    />,
  );
  expect(screen.getAllByText('Moderator')).toHaveLength(1);
  expect(screen.getByText('From the team').closest('li')).toHaveTextContent('Moderator');
});
