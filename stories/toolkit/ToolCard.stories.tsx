import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { TileGrid } from '../../ui/toolkit/TileGrid';
import { ToolCard } from '../../ui/toolkit/ToolCard';

const meta: Meta<typeof ToolCard> = {
  title: 'Components/Toolkit/ToolCard',
  component: ToolCard,
  args: {
    title: 'Go for a Walk',
    headingLevel: 'h2',
    subtitle: 'A short line about the tool.',
    videoQuery: 'mindful walking',
    action: (
      <Button variant="contained" onClick={fn()}>
        Use This Tool
      </Button>
    ),
    children: <Typography variant="body2">Guidance for how to use it.</Typography>,
  },
  parameters: { maxWidth: 480 },
  // A ToolCard is a list item: it is shown in the grid it always sits in.
  decorators: [
    (Story) => (
      <TileGrid label="Tools" columns={{ xs: 1 }}>
        <Story />
      </TileGrid>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ToolCard>;

export const Playground: Story = {};
export const UsedToday: Story = {
  args: {
    action: (
      <Button variant="outlined" disabled>
        Used Today ✓
      </Button>
    ),
  },
};
