import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DEFAULT_ZOOM } from '../../contract/map';
import { PlacesMap } from '../../ui/map/PlacesMap';
import { FIXTURE_CENTER, FIXTURE_TILE_URL, buildPeer, buildPlaces } from '../../ui/map/fixtures';

const meta: Meta<typeof PlacesMap> = {
  title: 'Components/Map/PlacesMap',
  component: PlacesMap,
  args: {
    view: { center: FIXTURE_CENTER, zoom: DEFAULT_ZOOM },
    onBoundsChanged: fn(),
    tileUrl: FIXTURE_TILE_URL,
    places: buildPlaces(),
    selected: null,
    youAreHere: null,
    onSelect: fn(),
    onMessage: fn(),
    onClosePopup: fn(),
    onPixelToPosition: fn(),
  },
  // The map fills its frame, which MapSection gives it along with the controls, the legend and
  // the attribution.
  decorators: [
    (Story) => (
      <>
        <Box
          sx={{
            position: 'relative',
            height: 480,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: '#e8eef2',
          }}
        >
          {Story()}
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          The map alone: markers are buttons named by their place.
        </Typography>
      </>
    ),
  ],
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Peers (round), resources (square) and meetings (diamond). */
export const Playground: Story = {};
/** A marker was chosen: its popup is open above it. */
export const SelectedPlace: Story = { args: { selected: { kind: 'peer', item: buildPeer() } } };
export const YouAreHere: Story = { args: { youAreHere: FIXTURE_CENTER } };
