import { act, renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { LatLng } from '../../contract/map';
import { acceptedBox } from '../../domain/map/box';
import { FIXTURE_CENTER } from './fixtures';
import { useMapView } from './useMapView';

const setup = (zoom = 13) => {
  const onViewChange = vi.fn();
  const hook = renderHook(
    ({ center }: { center: LatLng }) => useMapView(center, zoom, onViewChange),
    {
      initialProps: { center: FIXTURE_CENTER },
    },
  );
  return { onViewChange, ...hook };
};

it('zooms one step at a time, from 3 to 18 (docs/product.md, Map and location)', () => {
  const { result } = setup(17);
  act(() => result.current.zoomIn());
  act(() => result.current.zoomIn());
  expect(result.current.view.zoom).toBe(18);
  const low = setup(4).result;
  act(() => low.current.zoomOut());
  act(() => low.current.zoomOut());
  expect(low.current.view.zoom).toBe(3);
});

it('a pan keeps its own centre until the container gives a new one (a locate)', () => {
  const { result, rerender, onViewChange } = setup();
  const bounds = { ne: [37.8, -122.4] as [number, number], sw: [37.7, -122.5] as [number, number] };
  act(() => result.current.onBoundsChanged({ center: [37.75, -122.45], zoom: 12, bounds }));
  expect(result.current.view).toEqual({
    center: { latitude: 37.75, longitude: -122.45 },
    zoom: 12,
  });
  const { box, shrunk } = acceptedBox([-122.5, 37.7, -122.4, 37.8]);
  expect(onViewChange).toHaveBeenCalledWith(box, shrunk);
  rerender({ center: FIXTURE_CENTER });
  expect(result.current.view.center).toEqual({ latitude: 37.75, longitude: -122.45 });
  const located = { latitude: 40.7128, longitude: -74.006 };
  rerender({ center: located });
  expect(result.current.view).toEqual({ center: located, zoom: 12 });
});

it('centres on a place', () => {
  const { result } = setup();
  const place = { latitude: 37.76, longitude: -122.41 };
  act(() => result.current.centreOn(place));
  expect(result.current.view).toEqual({ center: place, zoom: 13 });
});
