import type { Meta, StoryObj } from '@storybook/react';
import { MapAttribution } from '../../ui/map/MapAttribution';
import { MapPiece } from './MapPiece';

const meta: Meta<typeof MapAttribution> = {
  title: 'Components/Map/MapAttribution',
  component: MapAttribution,
  // It sits in the map's bottom right corner: a small piece of map stands in for it.
  decorators: [(Story) => <MapPiece>{Story()}</MapPiece>],
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMap: Story = {};
