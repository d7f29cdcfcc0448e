import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { YouAreHere } from '../../ui/map/YouAreHere';
import { MapPiece } from './MapPiece';

const meta: Meta<typeof YouAreHere> = {
  title: 'Components/Map/YouAreHere',
  component: YouAreHere,
  // On the map it is anchored at the viewer's position, which it centres itself on: here the
  // middle of a small piece of map.
  decorators: [
    (Story) => (
      <MapPiece caption="Where the viewer is, after a locate.">
        <Box sx={{ position: 'absolute', left: '50%', top: '50%' }}>{Story()}</Box>
      </MapPiece>
    ),
  ],
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMap: Story = {};
