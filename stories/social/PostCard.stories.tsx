import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CommentPanel } from '../../ui/social/CommentPanel';
import { PostCard } from '../../ui/social/PostCard';
import { COMMENTS, makePost, NOW, POSTS } from './fixtures';

const meta: Meta<typeof PostCard> = {
  title: 'Social/PostCard',
  component: PostCard,
  args: {
    post: POSTS[0],
    now: NOW,
    onReact: fn(),
    onToggleComments: fn(),
    onShowReactors: fn(),
    onDelete: fn(),
    onReport: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof PostCard>;

export const WithReactions: Story = {};
export const NoReactions: Story = { args: { post: makePost({ id: 'x' }) } };
export const Milestone: Story = { args: { post: POSTS[1] } };
export const MilestoneByWordDays: Story = {
  args: { post: makePost({ content: 'Thirty days without a drink.' }) },
};
export const OwnPrivatePost: Story = {
  args: { post: POSTS[2], canDelete: true, canReport: false },
};
export const PendingReview: Story = {
  args: { post: makePost({ status: 'pending' }), canDelete: true, canReport: false },
};
export const CommentsOpen: Story = {
  args: {
    commentsOpen: true,
    commentPanel: (
      <CommentPanel
        comments={COMMENTS}
        status="ready"
        onAdd={fn(async () => {})}
        onRetry={fn()}
        now={NOW}
      />
    ),
  },
};
