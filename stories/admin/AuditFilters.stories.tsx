import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AuditFilters } from '../../ui/admin/AuditFilters';
import { FIXTURE_MODERATORS } from '../../ui/admin/fixtures';

const meta: Meta<typeof AuditFilters> = {
  title: 'Components/Admin/AuditFilters',
  component: AuditFilters,
  args: { value: {}, moderators: FIXTURE_MODERATORS, onChange: fn(), disabled: false },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Filtered: Story = {
  args: {
    value: {
      action: 'post.reject',
      moderator: FIXTURE_MODERATORS[1]!.id,
      from: '2026-11-01',
      to: '2026-11-22',
    },
  },
};
export const Mobile: Story = {
  args: { value: { action: 'user.suspend' } },
  tags: ['mobile'],
  ...mobile,
};
