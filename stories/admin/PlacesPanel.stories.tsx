import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { PlacesPanel } from '../../ui/admin/PlacesPanel';
import type { PlaceSearchSectionProps } from '../../ui/admin/PlaceSearchSection';
import {
  FIXTURE_NOW,
  buildAdminMeetingGroups,
  buildAdminResource,
  buildAdminResources,
  buildImportReport,
  buildPendingResource,
  buildPendingResources,
  buildPlaceSearch,
  many,
} from '../../ui/admin/fixtures';

/** 'Places on the map' as the app passes it, with fixture data and `over` in place. */
const onMap = (over: Partial<PlaceSearchSectionProps> = {}): PlaceSearchSectionProps => ({
  resources: buildPlaceSearch(buildAdminResources()),
  meetingGroups: buildPlaceSearch(buildAdminMeetingGroups()),
  onSearch: fn(),
  onSaveResource: fn(async () => {}),
  onSaveMeetingGroup: fn(async () => {}),
  onRemove: fn(async () => {}),
  onRestore: fn(async () => {}),
  ...over,
});

const meta: Meta<typeof PlacesPanel> = {
  title: 'Components/Admin/PlacesPanel',
  component: PlacesPanel,
  args: {
    resources: buildPendingResources(),
    status: 'ready',
    nextCursor: null,
    loadingMore: false,
    loadMoreError: null,
    onRetry: fn(),
    onLoadMore: fn(),
    onDecide: fn(async () => {}),
    onImport: fn(async () => buildImportReport()),
    onMap: onMap(),
    now: FIXTURE_NOW,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { resources: [], status: 'loading' } };
export const Empty: Story = { args: { resources: [] } };
export const Error: Story = { args: { resources: [], status: 'error' } };
/** A full page with more to load. */
export const LongList: Story = {
  args: {
    resources: many(25, (i) =>
      buildPendingResource({ id: `${i}`.padStart(24, 'b'), name: `Suggested place ${i + 1}` }),
    ),
    nextCursor: 'r-2',
  },
};
export const LoadMoreFailed: Story = {
  args: {
    nextCursor: 'r-2',
    loadMoreError: 'More suggestions could not be loaded. Please try again.',
  },
};
/** Without 'Places on the map' (an app that does not pass it). */
export const SuggestionsOnly: Story = { args: { onMap: undefined } };
export const OnMapLoading: Story = {
  args: { onMap: onMap({ resources: buildPlaceSearch([], { status: 'loading' }) }) },
};
export const OnMapEmpty: Story = {
  args: { onMap: onMap({ resources: buildPlaceSearch([], { query: 'no such place' }) }) },
};
export const OnMapError: Story = {
  args: { onMap: onMap({ resources: buildPlaceSearch([], { status: 'error' }) }) },
};
/** More places match than one search answers. */
export const OnMapMore: Story = {
  args: {
    onMap: onMap({
      resources: buildPlaceSearch(
        many(50, (i) =>
          buildAdminResource({
            id: `${i}`.padStart(24, 'd'),
            name: `Recovery place ${String(i + 1).padStart(2, '0')}`,
          }),
        ),
        { more: true },
      ),
    }),
  },
};
export const OnMapMeetingGroups: Story = { args: { onMap: onMap({ initialKind: 'meeting' }) } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
