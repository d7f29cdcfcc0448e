import AddIcon from '@mui/icons-material/Add';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FloatingButton } from '../../ui/map/FloatingButton';

const meta: Meta<typeof FloatingButton> = {
  title: 'Components/Map/FloatingButton',
  component: FloatingButton,
  args: { label: 'Zoom in', children: <AddIcon />, onClick: fn() },
  // It floats on the map: a map-coloured frame stands in for it.
  decorators: [
    (Story) => (
      <Box
        sx={{
          p: 3,
          borderRadius: 2,
          bgcolor: '#e8eef2',
          display: 'flex',
          gap: 2,
          alignItems: 'center',
        }}
      >
        {Story()}
        <Typography variant="body2">A button on the map, named by its tooltip.</Typography>
      </Box>
    ),
  ],
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};
/** 'Show where I am' while a locate is running. */
export const Waiting: Story = {
  args: { label: 'Show where I am', children: <MyLocationIcon />, waiting: true },
};
