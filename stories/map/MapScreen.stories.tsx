import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { MAP_TEXTS } from '../../contract/map';
import { MapScreen } from '../../ui/map/MapScreen';
import { FIXTURE_CENTER, buildPeer, mapScreenFixture } from '../../ui/map/fixtures';
import type { MapLayers } from '../../ui/map/types';

const meta: Meta<typeof MapScreen> = {
  title: 'Screens/Map/MapScreen',
  component: MapScreen,
  args: {
    ...mapScreenFixture(),
    onRetry: fn(),
    onLayersChange: fn(),
    onLocate: fn(),
    onShareLocation: fn(),
    onForgetLocation: fn(),
    onViewChange: fn(),
    onSendMessage: fn(),
    onSuggestOpen: fn(),
    onSuggestClose: fn(),
    onSuggestResource: fn(),
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The filters work on local state here, so the layers can be tried in Storybook. */
export const LiveFilters: Story = {
  render: function Render(args) {
    const [layers, setLayers] = useState<MapLayers>(args.layers!);
    return <MapScreen {...args} layers={layers} onLayersChange={setLayers} initialFiltersOpen />;
  },
};
export const SignedOut: Story = { args: { status: 'signedOut' } };
export const Loading: Story = { args: { status: 'loading' } };
export const FiltersOpen: Story = { args: { initialFiltersOpen: true } };
export const AllLayers: Story = {
  args: { layers: { peers: true, resources: true, meetings: true }, initialFiltersOpen: true },
};
export const PeerPopup: Story = { args: { initialSelectedKey: 'peer:u-maria' } };
export const PeerNotTakingMessages: Story = { args: { initialSelectedKey: 'peer:u-sam' } };
export const AnonymousPeer: Story = { args: { initialSelectedKey: 'peer:u-anon' } };
export const ResourcePopup: Story = { args: { initialSelectedKey: 'resource:r-golden-gate' } };
export const UnknownResourceType: Story = { args: { initialSelectedKey: 'resource:r-presidio' } };
export const MeetingPopup: Story = {
  args: {
    layers: { peers: true, resources: true, meetings: true },
    initialSelectedKey: 'meeting:m-sunset',
  },
};
export const OnlineMeetingPopup: Story = {
  args: {
    layers: { peers: false, resources: false, meetings: true },
    initialSelectedKey: 'meeting:m-family',
  },
};
export const LocationUnavailable: Story = {
  args: { locationNotice: MAP_TEXTS.locationFailed, youAreHere: null },
};
export const GeolocationUnsupported: Story = {
  args: { locationNotice: MAP_TEXTS.unsupported, youAreHere: null },
};
export const Empty: Story = { args: { peers: [], resources: [], meetingGroups: [] } };
export const LoadError: Story = {
  args: {
    peers: [],
    resources: [],
    dataError: 'Some of the map could not be loaded. Please check your connection.',
  },
};
export const LocationShared: Story = {
  args: { location: { shared: true, busy: false, error: null } },
};
export const SharingLocation: Story = {
  args: { location: { shared: false, busy: true, error: null } },
};
export const SuggestingAResource: Story = { args: { suggestAt: FIXTURE_CENTER } };
export const ManyPeersInOneArea: Story = {
  args: {
    peers: Array.from({ length: 12 }, (_, i) =>
      buildPeer({
        user_id: `u-${i}`,
        display_name: `Peer ${i + 1}`,
        support_status: (['seeking', 'giving', 'both'] as const)[i % 3],
        latitude: 37.7749 + ((i % 4) - 1.5) * 0.0018,
        longitude: -122.4194 + (Math.floor(i / 4) - 1) * 0.0023,
      }),
    ),
    resources: [],
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile, args: { mapHeight: 420 } };
export const MobilePopup: Story = {
  tags: ['mobile'],
  ...mobile,
  args: { mapHeight: 420, initialSelectedKey: 'peer:u-maria' },
};
