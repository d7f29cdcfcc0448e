import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MapControls } from '../../ui/map/MapControls';
import { DEFAULT_LAYERS, type MapLayers } from '../../ui/map/types';

const meta: Meta<typeof MapControls> = {
  title: 'Components/Map/MapControls',
  component: MapControls,
  args: {
    layers: DEFAULT_LAYERS,
    onLayersChange: fn(),
    onLocate: fn(),
    onZoomIn: fn(),
    onZoomOut: fn(),
  },
  // The controls float on the map's corners: a map-sized frame stands in for it.
  decorators: [
    (Story) => (
      <Box
        sx={{
          position: 'relative',
          height: 320,
          borderRadius: 2,
          bgcolor: '#e8eef2',
          display: 'flex',
          alignItems: 'flex-end',
          p: 2,
        }}
      >
        <Typography variant="body2">The map lies under its controls.</Typography>
        {Story()}
      </Box>
    ),
  ],
  parameters: { maxWidth: 640 },
};
export default meta;
type Story = StoryObj<typeof MapControls>;

export const Playground: Story = {};
export const FiltersOpen: Story = { args: { initialFiltersOpen: true } };
/** A locate is running: 'Show where I am' waits. */
export const Locating: Story = { args: { locating: true } };
/** The filters work on local state here, so the layers can be tried in Storybook. */
export const LiveFilters: Story = {
  render: function Render(args) {
    const [layers, setLayers] = useState<MapLayers>(args.layers);
    return <MapControls {...args} layers={layers} onLayersChange={setLayers} initialFiltersOpen />;
  },
};
