import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MarkerButton } from '../../ui/map/MarkerButton';

const meta: Meta<typeof MarkerButton> = {
  title: 'Components/Map/MarkerButton',
  component: MarkerButton,
  args: { kind: 'peer', colour: 'green', label: 'Maria G., Offering Support', onOpen: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ p: 4, pl: 6, bgcolor: '#eef1ec', display: 'flex', gap: 3, alignItems: 'center' }}>
        <Story />
        <span>A marker on the map (Tab reaches it; Enter opens its popup)</span>
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Selected: Story = { args: { selected: true } };
export const Resource: Story = {
  args: {
    kind: 'resource',
    colour: 'blue',
    label: 'Golden Gate Recovery Center, Rehabilitation Center',
  },
};
export const Meeting: Story = {
  args: { kind: 'meeting', colour: 'indigo', label: 'Sunset Step Study, meeting' },
};
export const Unknown: Story = {
  args: { kind: 'resource', colour: 'grey', label: 'Presidio Wellness Clinic, Mental Health' },
};
