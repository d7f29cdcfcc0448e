import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MapFilters } from '../../ui/map/MapFilters';
import { DEFAULT_LAYERS, type MapLayers } from '../../ui/map/types';

const meta: Meta<typeof MapFilters> = {
  title: 'Components/Map/MapFilters',
  component: MapFilters,
  args: { layers: DEFAULT_LAYERS, onChange: fn() },
  parameters: { maxWidth: 260 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const AllOn: Story = { args: { layers: { peers: true, resources: true, meetings: true } } };
export const AllOff: Story = {
  args: { layers: { peers: false, resources: false, meetings: false } },
};
export const Interactive: Story = {
  render: function Render() {
    const [layers, setLayers] = useState<MapLayers>(DEFAULT_LAYERS);
    return <MapFilters layers={layers} onChange={setLayers} />;
  },
};
