import type { Meta, StoryObj } from '@storybook/react';
import { MapLegend } from '../../ui/map/MapLegend';

const meta: Meta<typeof MapLegend> = {
  title: 'Components/Map/MapLegend',
  component: MapLegend,
  parameters: { maxWidth: 240 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
