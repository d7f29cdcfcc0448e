import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { PendingPostCard } from '../../ui/admin/PendingPostCard';
import {
  FIXTURE_NOW,
  buildErasedPendingPost,
  buildPendingPost,
  buildPendingPosts,
} from '../../ui/admin/fixtures';

const meta: Meta<typeof PendingPostCard> = {
  title: 'Components/Admin/PendingPostCard',
  component: PendingPostCard,
  args: {
    post: buildPendingPost(),
    busy: false,
    running: null,
    error: null,
    onApprove: fn(),
    onReject: fn(),
    now: FIXTURE_NOW,
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Held: Story = {};
export const NotHeld: Story = { args: { post: buildPendingPosts()[1] } };
/** Erased with its author's account: shown as its case kept it, still to be decided. */
export const ErasedWithAccount: Story = { args: { post: buildErasedPendingPost() } };
export const Approving: Story = { args: { busy: true, running: 'approve' } };
export const Failed: Story = { args: { error: 'The post was deleted by its author.' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
