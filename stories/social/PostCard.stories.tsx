import type { Meta, StoryObj } from '@storybook/react';
import { fn, userEvent, within } from 'storybook/test';
import { CommentPanel } from '../../ui/social/CommentPanel';
import { PostCard } from '../../ui/social/PostCard';
import { FIXTURE_NOW, buildComments, buildFeed, buildPost } from '../../ui/fixtures';

const meta: Meta<typeof PostCard> = {
  title: 'Components/Social/PostCard',
  component: PostCard,
  args: {
    post: buildFeed()[0],
    now: FIXTURE_NOW,
    onReact: fn(),
    onToggleComments: fn(),
    onShowReactors: fn(),
    onDelete: fn(),
    onReport: fn(),
  },
  parameters: { maxWidth: 640 },
};
export default meta;
type Story = StoryObj<typeof PostCard>;

export const Playground: Story = {};
export const NoReactions: Story = { args: { post: buildPost({ id: 'x' }) } };
export const Milestone: Story = { args: { post: buildFeed()[1] } };
export const MilestoneByWordDays: Story = {
  args: { post: buildPost({ content: 'Thirty days without a drink.' }) },
};
export const OwnPrivatePost: Story = {
  args: { post: buildFeed()[2], canDelete: true, canReport: false },
};
export const PendingReview: Story = {
  args: { post: buildPost({ status: 'pending' }), canDelete: true, canReport: false },
};
/** Written by a moderator: the server's mark, not the name. */
export const ByModerator: Story = {
  args: {
    post: buildPost({
      display_name: 'Jordan',
      by_moderator: true,
      content: 'A reminder: the crisis lines at the top of every page answer day and night.',
    }),
  },
};
/** Its author still sees a post moderators rejected, marked; nobody else does. */
export const RemovedByModerators: Story = {
  args: { post: buildPost({ status: 'rejected' }), canDelete: true, canReport: false },
};
export const CommentsOpen: Story = {
  args: {
    commentsOpen: true,
    commentPanel: (
      <CommentPanel
        comments={buildComments()}
        status="ready"
        onAdd={fn(async () => {})}
        onRetry={fn()}
        now={FIXTURE_NOW}
      />
    ),
  },
};

/** Someone else's post: its menu offers to message the author (opened here for review). */
export const MessageTheAuthor: Story = {
  args: { onMessageAuthor: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /More actions/ }));
  },
};
