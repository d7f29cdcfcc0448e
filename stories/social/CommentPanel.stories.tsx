import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CommentPanel } from '../../ui/social/CommentPanel';
import { COMMENTS, NOW } from './fixtures';

const meta: Meta<typeof CommentPanel> = {
  title: 'Social/CommentPanel',
  component: CommentPanel,
  args: { comments: COMMENTS, status: 'ready', now: NOW, onAdd: fn(async () => {}), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 600, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof CommentPanel>;

export const WithComments: Story = {};
export const Empty: Story = { args: { comments: [] } };
export const Loading: Story = { args: { comments: [], status: 'loading' } };
export const LoadError: Story = { args: { comments: [], status: 'error' } };
export const Sending: Story = { args: { sending: true } };
