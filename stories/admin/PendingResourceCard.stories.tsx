import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { PendingResourceCard } from '../../ui/admin/PendingResourceCard';
import { FIXTURE_NOW, buildPendingResource, buildPendingResources } from '../../ui/admin/fixtures';

const meta: Meta<typeof PendingResourceCard> = {
  title: 'Components/Admin/PendingResourceCard',
  component: PendingResourceCard,
  args: {
    resource: buildPendingResource(),
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

export const Playground: Story = {};
/** Only what a suggestion must have: no phone, website, description or services. */
export const Bare: Story = { args: { resource: buildPendingResources()[1] } };
export const Rejecting: Story = { args: { busy: true, running: 'reject' } };
export const Failed: Story = { args: { error: 'This place was already reviewed.' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
