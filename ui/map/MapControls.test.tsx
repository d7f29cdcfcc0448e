import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MapControls, type MapControlsProps } from './MapControls';
import { DEFAULT_LAYERS } from './types';

const setup = (over: Partial<MapControlsProps> = {}) => {
  const props: MapControlsProps = {
    layers: DEFAULT_LAYERS,
    onLayersChange: vi.fn(),
    onLocate: vi.fn(),
    onZoomIn: vi.fn(),
    onZoomOut: vi.fn(),
    ...over,
  };
  const { rerender } = render(<MapControls {...props} />);
  return { ...props, rerender };
};

it("toggles 'Map Filters' (Peers and Resources on, Meetings off) and reports a change", async () => {
  const { onLayersChange } = setup();
  expect(screen.queryByRole('group', { name: 'Map Filters' })).not.toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: 'Show map filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const filters = screen.getByRole('group', { name: 'Map Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', filters.parentElement?.id);
  expect(within(filters).getByRole('checkbox', { name: 'Peers' })).toBeChecked();
  expect(within(filters).getByRole('checkbox', { name: 'Resources' })).toBeChecked();
  expect(within(filters).getByRole('checkbox', { name: 'Meetings' })).not.toBeChecked();
  await userEvent.click(within(filters).getByRole('checkbox', { name: 'Meetings' }));
  expect(onLayersChange).toHaveBeenCalledWith({ peers: true, resources: true, meetings: true });
  await userEvent.click(screen.getByRole('button', { name: 'Hide map filters' }));
  expect(screen.queryByRole('group', { name: 'Map Filters' })).not.toBeInTheDocument();
});

it('the filters can start open (stories)', () => {
  setup({ initialFiltersOpen: true });
  expect(screen.getByRole('group', { name: 'Map Filters' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hide map filters' })).toBeInTheDocument();
});

it('re-locates from its floating button', async () => {
  const { onLocate } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Show where I am' }));
  expect(onLocate).toHaveBeenCalled();
});

it("'Show where I am' waits while a locate runs, keeping its focus", async () => {
  const user = userEvent.setup();
  const { rerender, ...props } = setup();
  const locate = screen.getByRole('button', { name: 'Show where I am' });
  await user.click(locate);
  rerender(<MapControls {...props} locating />);
  expect(locate).toHaveFocus();
  expect(locate).toBeWaiting();
  await user.click(locate);
  expect(props.onLocate).toHaveBeenCalledOnce();
});

it('zooms in and out', async () => {
  const { onZoomIn, onZoomOut } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(onZoomIn).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
  expect(onZoomOut).toHaveBeenCalledTimes(1);
});
