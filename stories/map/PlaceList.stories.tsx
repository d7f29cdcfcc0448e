import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { PlaceList } from '../../ui/map/PlaceList';
import {
  FIXTURE_CENTER,
  buildMeetingGroups,
  buildPeers,
  buildResources,
} from '../../ui/map/fixtures';
import type { MapPlace } from '../../ui/map/types';

const places: MapPlace[] = [
  ...buildPeers().map((item) => ({ kind: 'peer' as const, item })),
  ...buildResources().map((item) => ({ kind: 'resource' as const, item })),
  ...buildMeetingGroups().map((item) => ({ kind: 'meeting' as const, item })),
];

const meta: Meta<typeof PlaceList> = {
  title: 'Components/Map/PlaceList',
  component: PlaceList,
  args: {
    places,
    layers: { peers: true, resources: true, meetings: true },
    origin: FIXTURE_CENTER,
    selectedKey: null,
    onSelect: fn(),
  },
  parameters: { maxWidth: 360 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Selected: Story = { args: { selectedKey: 'resource:r-golden-gate' } };
export const WithoutDistances: Story = { args: { origin: null } };
export const Empty: Story = { args: { places: [] } };
export const EveryLayerHidden: Story = {
  args: { layers: { peers: false, resources: false, meetings: false } },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
