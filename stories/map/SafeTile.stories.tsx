import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FIXTURE_TILE_URL } from '../../ui/map/fixtures';
import { SafeTile } from '../../ui/map/tiles';

const tile = (url: string) => ({
  key: url,
  url,
  srcSet: '',
  left: 0,
  top: 0,
  width: 128,
  height: 128,
  active: true,
});

const meta: Meta<typeof SafeTile> = {
  title: 'Components/Map/SafeTile',
  component: SafeTile,
  args: { tile: tile(FIXTURE_TILE_URL), tileLoaded: fn() },
  // pigeon-maps places each tile absolutely in its layer: a tile-sized frame stands in for it.
  decorators: [
    (Story, { name }) => (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box sx={{ position: 'relative', width: 128, height: 128, bgcolor: '#e8eef2' }}>
          {Story()}
        </Box>
        <Typography variant="body2">{name}</Typography>
      </Box>
    ),
  ],
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A tile that loaded: the map's picture. */
export const Loaded: Story = {};
/**
 * A tile that could not load (offline, a blocked tile server): it hides itself, and the map's
 * plain background shows instead of a broken-image icon.
 */
export const Unavailable: Story = { args: { tile: tile('data:image/png;base64,broken') } };
