import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/viewports';
import { TileGrid } from '../../ui/toolkit/TileGrid';

const tiles = ['Go for a Walk', 'Listen to Music', 'Call a Friend'].map((title) => (
  <Card key={title} component="li" variant="outlined">
    <CardContent>{title}</CardContent>
  </Card>
));

const meta: Meta<typeof TileGrid> = {
  title: 'Components/Toolkit/TileGrid',
  component: TileGrid,
  args: { label: 'Tools', columns: { xs: 1, sm: 3 }, children: tiles },
  parameters: { maxWidth: 960 },
};
export default meta;
type Story = StoryObj<typeof TileGrid>;

export const Playground: Story = {};
export const TwoColumns: Story = { args: { columns: { xs: 1, md: 2 } } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
