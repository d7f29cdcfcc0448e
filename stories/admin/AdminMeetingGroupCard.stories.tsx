import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AdminMeetingGroupCard } from '../../ui/admin/AdminMeetingGroupCard';
import { buildAdminMeetingGroup, buildAdminMeetingGroups } from '../../ui/admin/fixtures';

const [, online, removed] = buildAdminMeetingGroups();

const meta: Meta<typeof AdminMeetingGroupCard> = {
  title: 'Components/Admin/AdminMeetingGroupCard',
  component: AdminMeetingGroupCard,
  args: {
    group: buildAdminMeetingGroup(),
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
/** A closed meeting online, corrected by a moderator. */
export const OnlineEdited: Story = { args: { group: online } };
export const Removed: Story = { args: { group: removed } };
/** Only what a group must have: no address, days, time or link. */
export const Bare: Story = {
  args: {
    group: buildAdminMeetingGroup({
      address: '',
      meeting_days: [],
      meeting_time: '',
      is_open: false,
    }),
  },
};
export const Removing: Story = { args: { busy: true, running: 'remove' } };
export const Failed: Story = { args: { error: 'Meeting group not found.' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
