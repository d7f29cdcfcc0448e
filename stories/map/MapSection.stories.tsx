import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { DEFAULT_ZOOM } from '../../contract/map';
import { MapSection } from '../../ui/map/MapSection';
import { ALL_LAYERS, FIXTURE_CENTER, FIXTURE_TILE_URL, buildPlaces } from '../../ui/map/fixtures';

const meta: Meta<typeof MapSection> = {
  title: 'Components/Map/MapSection',
  component: MapSection,
  args: {
    height: 480,
    onHold: fn(),
    view: { center: FIXTURE_CENTER, zoom: DEFAULT_ZOOM },
    onBoundsChanged: fn(),
    tileUrl: FIXTURE_TILE_URL,
    places: buildPlaces(),
    selected: null,
    youAreHere: FIXTURE_CENTER,
    onSelect: fn(),
    onMessage: fn(),
    onClosePopup: fn(),
    layers: ALL_LAYERS,
    onLayersChange: fn(),
    onLocate: fn(),
    onZoomIn: fn(),
    onZoomOut: fn(),
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen the legend sits in the map's bottom left corner. */
export const Playground: Story = {};
/** On small screens the legend leaves the map (the side panel shows it under the list). */
export const Mobile: Story = { tags: ['mobile'], ...mobile, args: { height: 420 } };
