import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { MapAttribution } from '../../ui/map/MapAttribution';
import { FIXTURE_TILE_URL } from '../../ui/map/fixtures';

const meta: Meta<typeof MapAttribution> = {
  title: 'Map/MapAttribution',
  component: MapAttribution,
  // It sits in the map's bottom right corner: a small piece of map stands in for it.
  decorators: [
    (Story) => (
      <Box
        sx={{
          position: 'relative',
          height: 160,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#e8eef2',
          backgroundImage: `url("${FIXTURE_TILE_URL}")`,
        }}
      >
        {Story()}
      </Box>
    ),
  ],
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMap: Story = {};
