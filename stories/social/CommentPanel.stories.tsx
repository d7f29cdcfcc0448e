import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CommentPanel } from '../../ui/social/CommentPanel';
import { FIXTURE_NOW, buildComments } from '../../ui/fixtures';

const meta: Meta<typeof CommentPanel> = {
  title: 'Components/Social/CommentPanel',
  component: CommentPanel,
  args: {
    comments: buildComments(),
    status: 'ready',
    now: FIXTURE_NOW,
    onAdd: fn(async () => {}),
    onRetry: fn(),
    onLoadEarlier: fn(),
  },
  parameters: { maxWidth: 600 },
};
export default meta;
type Story = StoryObj<typeof CommentPanel>;

export const Playground: Story = {};
export const Empty: Story = { args: { comments: [] } };
export const Loading: Story = { args: { comments: [], status: 'loading' } };
export const LoadError: Story = { args: { comments: [], status: 'error' } };
export const Sending: Story = { args: { sending: true } };
/** More than the newest 50 comments: the earlier ones load on request. */
export const WithEarlierComments: Story = { args: { hasEarlier: true } };
export const LoadingEarlierComments: Story = { args: { hasEarlier: true, loadingEarlier: true } };
