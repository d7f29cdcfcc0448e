import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import {
  buildAdminMeetingGroups,
  buildAdminResource,
  buildAdminResources,
  buildPlaceSearch,
  many,
} from '../../ui/admin/fixtures';
import { PlaceSearchSection } from '../../ui/admin/PlaceSearchSection';

const meta: Meta<typeof PlaceSearchSection> = {
  title: 'Components/Admin/PlaceSearchSection',
  component: PlaceSearchSection,
  args: {
    resources: buildPlaceSearch(buildAdminResources()),
    meetingGroups: buildPlaceSearch(buildAdminMeetingGroups()),
    initialKind: 'resource',
    onSearch: fn(),
    onSaveResource: fn(async () => {}),
    onSaveMeetingGroup: fn(async () => {}),
    onRemove: fn(async () => {}),
    onRestore: fn(async () => {}),
  },
  argTypes: { initialKind: { control: 'inline-radio', options: ['resource', 'meeting'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Resources: Story = {};
export const MeetingGroups: Story = { args: { initialKind: 'meeting' } };
/** A search with words: the field starts with them. */
export const Searched: Story = {
  args: {
    resources: buildPlaceSearch([buildAdminResource()], { query: 'harbor' }),
  },
};
export const Loading: Story = {
  args: { resources: buildPlaceSearch([], { status: 'loading', query: 'harbor' }) },
};
/** Before the first search: it starts as the section shows, with skeletons meanwhile. */
export const FirstSearch: Story = { args: { resources: buildPlaceSearch([], { status: 'idle' }) } };
export const Empty: Story = {
  args: { resources: buildPlaceSearch([], { query: 'no such place' }) },
};
export const Error: Story = {
  args: { resources: buildPlaceSearch([], { status: 'error', query: 'harbor' }) },
};
/** A whole answer and more beyond it: the moderator is asked to narrow the search. */
export const LongListWithMore: Story = {
  args: {
    resources: buildPlaceSearch(
      many(50, (i) =>
        buildAdminResource({
          id: `${i}`.padStart(24, 'd'),
          name: `Recovery place ${String(i + 1).padStart(2, '0')}`,
          status: i % 7 === 3 ? 'removed' : 'approved',
        }),
      ),
      { more: true },
    ),
  },
};
/** The app kept why a removal failed: it shows on that place. */
export const PlaceFailed: Story = {
  args: {
    resources: buildPlaceSearch(buildAdminResources(), {
      errors: { [buildAdminResources()[1]!.id]: 'Resource not found.' },
    }),
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
