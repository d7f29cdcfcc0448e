import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SocialScreen } from '../../ui/social/SocialScreen';
import { FIXTURE_NOW, buildComments, buildFeed } from '../../ui/fixtures';

const resolved = () => fn(async () => {});

const meta: Meta<typeof SocialScreen> = {
  title: 'Screens/Social/SocialScreen',
  component: SocialScreen,
  args: {
    posts: buildFeed(),
    status: 'ready',
    hasMore: true,
    viewerId: 'viewer',
    comments: { p1: { status: 'ready', items: buildComments() } },
    now: FIXTURE_NOW,
    onRetry: fn(),
    onLoadMore: fn(),
    onCreatePost: resolved(),
    onReact: fn(),
    onLoadComments: fn(),
    onLoadEarlierComments: fn(),
    onAddComment: resolved(),
    onLoadReactors: fn(async () => []),
    onDelete: resolved(),
    onReport: resolved(),
    onMessageAuthor: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof SocialScreen>;

export const Playground: Story = {};
export const AsAdmin: Story = { args: { isAdmin: true } };
export const Loading: Story = { args: { posts: [], status: 'loading', hasMore: false } };
export const Empty: Story = { args: { posts: [], status: 'ready', hasMore: false } };
export const LoadError: Story = { args: { posts: [], status: 'error', hasMore: false } };
export const LoadingMore: Story = { args: { loadingMore: true } };
export const ConnectionsTab: Story = { args: { initialTab: 'connections' } };
export const GroupsTab: Story = { args: { initialTab: 'groups' } };
export const ComposerOpen: Story = { args: { initialComposer: 'text' } };
export const MilestoneComposer: Story = { args: { initialComposer: 'milestone' } };
export const StoryComposer: Story = { args: { initialComposer: 'story' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** Opened from a notification (`/social?post=p1`): that post first, its comments open. */
export const FromANotification: Story = {
  args: { focus: { id: 'p1', status: 'ready', error: null }, onCloseFocus: fn() },
};
export const FromANotificationLoading: Story = {
  args: { focus: { id: 'p9', status: 'loading', error: null }, onCloseFocus: fn() },
};
export const FromANotificationGone: Story = {
  args: {
    focus: {
      id: 'p9',
      status: 'error',
      error: 'This post is no longer available: it was deleted, or you can no longer see it.',
    },
    onCloseFocus: fn(),
    onRetryFocus: fn(),
  },
};
