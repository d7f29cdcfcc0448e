import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AdminResourceCard } from '../../ui/admin/AdminResourceCard';
import { buildAdminResource, buildAdminResources } from '../../ui/admin/fixtures';

const [edited, removed, pending, rejected, otherType] = buildAdminResources();

const meta: Meta<typeof AdminResourceCard> = {
  title: 'Components/Admin/AdminResourceCard',
  component: AdminResourceCard,
  args: {
    resource: buildAdminResource(),
    busy: false,
    running: null,
    error: null,
    onEdit: fn(),
    onRemove: fn(),
    onRestore: fn(),
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMap: Story = {};
export const EditedByModerator: Story = { args: { resource: edited } };
export const Removed: Story = { args: { resource: removed } };
/** Pending and rejected ones are decided in Suggested places: no removal here. */
export const PendingReview: Story = { args: { resource: pending } };
export const Rejected: Story = { args: { resource: rejected } };
/** An imported type the map does not list reads as its words. */
export const OtherType: Story = { args: { resource: otherType } };
export const Removing: Story = { args: { busy: true, running: 'remove' } };
export const PuttingBack: Story = { args: { resource: removed, busy: true, running: 'restore' } };
export const Failed: Story = { args: { error: 'Resource not found.' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
