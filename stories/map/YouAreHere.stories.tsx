import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { YouAreHere } from '../../ui/map/YouAreHere';
import { FIXTURE_TILE_URL } from '../../ui/map/fixtures';

const meta: Meta<typeof YouAreHere> = {
  title: 'Map/YouAreHere',
  component: YouAreHere,
  // On the map it is anchored at the viewer's position, which it centres itself on: here the
  // middle of a small piece of map.
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
          p: 1,
        }}
      >
        <Typography variant="body2">Where the viewer is, after a locate.</Typography>
        <Box sx={{ position: 'absolute', left: '50%', top: '50%' }}>{Story()}</Box>
      </Box>
    ),
  ],
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMap: Story = {};
