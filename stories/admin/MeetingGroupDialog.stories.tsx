import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { buildAdminMeetingGroup, buildAdminMeetingGroups } from '../../ui/admin/fixtures';
import { MeetingGroupDialog } from '../../ui/admin/MeetingGroupDialog';

const meta: Meta<typeof MeetingGroupDialog> = {
  title: 'Components/Admin/MeetingGroupDialog',
  component: MeetingGroupDialog,
  args: {
    open: true,
    group: null,
    refusal: null,
    onSave: fn(async () => {}),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Edit: Story = { args: { group: buildAdminMeetingGroup() } };
/** A closed meeting held online. */
export const Online: Story = { args: { group: buildAdminMeetingGroups()[1] } };
/** The server refused the time: its message shows beside the field. */
export const FieldError: Story = {
  args: {
    group: buildAdminMeetingGroup({ meeting_time: '19:30' }),
    refusal: { field: 'meeting_time', message: 'meeting_time must look like 7:00 PM' },
  },
};
/** A refusal about the days shows under the day checkboxes. */
export const DaysError: Story = {
  args: {
    group: buildAdminMeetingGroup(),
    refusal: { field: 'meeting_days', message: 'meeting_days must hold at most 7 days' },
  },
};
export const Mobile: Story = {
  args: {
    group: buildAdminMeetingGroup(),
    refusal: { field: 'conference_url', message: 'conference_url must be an https:// address' },
  },
  tags: ['mobile'],
  ...mobile,
};
