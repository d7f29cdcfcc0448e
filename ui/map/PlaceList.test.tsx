import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FIXTURE_CENTER, buildPeers, buildResources } from './fixtures';
import { PlaceList, type PlaceListProps } from './PlaceList';
import type { MapPlace } from './types';

const places: MapPlace[] = [
  ...buildPeers().map((item) => ({ kind: 'peer' as const, item })),
  ...buildResources().map((item) => ({ kind: 'resource' as const, item })),
];
const setup = (over: Partial<PlaceListProps> = {}) => {
  const onSelect = vi.fn();
  render(
    <PlaceList
      places={places}
      layers={{ peers: true, resources: true, meetings: false }}
      origin={FIXTURE_CENTER}
      selectedKey={null}
      onSelect={onSelect}
      {...over}
    />,
  );
  return onSelect;
};

it('lists the shown layers with counts, names, details and distances in miles', () => {
  setup();
  const peers = screen.getByRole('list', { name: 'Peers (4)' });
  expect(within(peers).getAllByRole('button')).toHaveLength(4);
  expect(
    within(peers).getByRole('button', { name: /Maria G\.\s*Offering Support\s*0\.5 mi/ }),
  ).toBeInTheDocument();
  expect(within(peers).getByRole('button', { name: /^Anonymous User/ })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Resources (4)' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Meetings/ })).not.toBeInTheDocument();
});

it('choosing a place selects it', async () => {
  const onSelect = setup();
  await userEvent.click(screen.getByRole('button', { name: /Mission Detox Services/ }));
  expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: 'resource' }));
});

it('says when a layer has nothing, and when every layer is hidden', () => {
  setup({ places: [], layers: { peers: true, resources: false, meetings: true } });
  expect(screen.getByText('No peers within your support radius yet.')).toBeInTheDocument();
  expect(screen.getByText('No meetings in this area.')).toBeInTheDocument();
});

it('says so when every layer is hidden', () => {
  setup({ layers: { peers: false, resources: false, meetings: false } });
  expect(
    screen.getByText('Every layer is hidden. Turn one on in Map Filters.'),
  ).toBeInTheDocument();
});
