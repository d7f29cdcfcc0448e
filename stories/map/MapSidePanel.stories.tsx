import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { MapSidePanel } from '../../ui/map/MapSidePanel';
import { ALL_LAYERS, FIXTURE_CENTER, buildPlaces } from '../../ui/map/fixtures';

const meta: Meta<typeof MapSidePanel> = {
  title: 'Components/Map/MapSidePanel',
  component: MapSidePanel,
  args: {
    location: { shared: false, busy: false, error: null },
    onShareLocation: fn(),
    onForgetLocation: fn(),
    places: buildPlaces(),
    layers: ALL_LAYERS,
    origin: FIXTURE_CENTER,
    selectedKey: null,
    onSelect: fn(),
    onSuggest: fn(),
  },
  // As wide as beside the map on a wide screen (320 px, with Storybook's padding).
  parameters: { maxWidth: 352 },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer's area is not shared; the places of the map are listed with their distances. */
export const Playground: Story = {};
export const LocationShared: Story = {
  args: { location: { shared: true, busy: false, error: null } },
};
export const SharingLocation: Story = {
  args: { location: { shared: false, busy: true, error: null } },
};
export const LocationError: Story = {
  args: {
    location: {
      shared: false,
      busy: false,
      error: 'Unable to get your location. Map will show general area. Nothing was shared.',
    },
  },
};
/** The place whose popup is open on the map. */
export const SelectedPlace: Story = { args: { selectedKey: 'resource:r-golden-gate' } };
export const Empty: Story = { args: { places: [] } };
/** On small screens the legend is here, under the list, rather than on the map. */
export const Mobile: Story = { tags: ['mobile'], ...mobile };
