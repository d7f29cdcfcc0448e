import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { PendingPostsPanel } from '../../ui/admin/PendingPostsPanel';
import { FIXTURE_NOW, buildPendingPost, buildPendingPosts, many } from '../../ui/admin/fixtures';

const meta: Meta<typeof PendingPostsPanel> = {
  title: 'Components/Admin/PendingPostsPanel',
  component: PendingPostsPanel,
  args: {
    posts: buildPendingPosts(),
    status: 'ready',
    nextCursor: null,
    loadingMore: false,
    loadMoreError: null,
    onRetry: fn(),
    onLoadMore: fn(),
    onDecide: fn(async () => {}),
    now: FIXTURE_NOW,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { posts: [], status: 'loading' } };
export const Empty: Story = { args: { posts: [] } };
export const Error: Story = { args: { posts: [], status: 'error' } };
/** A full page with more to load. */
export const LongList: Story = {
  args: {
    posts: many(25, (i) =>
      buildPendingPost({ id: `p-${i}`, display_name: `Member ${i + 1}`, held: i < 8 }),
    ),
    nextCursor: 'p-2',
  },
};
export const LoadingMore: Story = { args: { nextCursor: 'p-2', loadingMore: true } };
/** The app keeps an item's failure itself (a store's errors by id). */
export const ItemFailed: Story = {
  args: { errors: { 'p-52': 'The post was deleted by its author.' } },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
