import type { Bounds } from 'pigeon-maps';
import { useState } from 'react';
import type { BBox, LatLng } from '../../contract/map';
import { acceptedBox } from '../../domain/map/box';

/** 'Zoom in' and 'Zoom out' stay within these (docs/product.md, Map and location). */
const MIN_ZOOM = 3;
const MAX_ZOOM = 18;

/** Where the map looks. */
export interface MapView {
  center: LatLng;
  zoom: number;
}

/** What pigeon-maps reports when a pan or zoom settles. */
export interface BoundsChange {
  center: [number, number];
  zoom: number;
  bounds: Bounds;
}

const boundsToBox = ({ ne, sw }: Bounds): BBox => [sw[1], sw[0], ne[1], ne[0]];

/**
 * Where the map looks: its centre and zoom. Pans and zooms keep their own centre; a new `center`
 * from the container (a locate) moves the map there. Every settled view is reported as the box
 * the server accepts (`shrunk` when zoomed far out).
 */
export function useMapView(
  center: LatLng,
  initialZoom: number,
  onViewChange: (box: BBox, shrunk: boolean) => void,
) {
  const [view, setView] = useState<MapView>({ center, zoom: initialZoom });
  const [givenCenter, setGivenCenter] = useState(center);
  if (givenCenter !== center) {
    setGivenCenter(center);
    setView((v) => ({ ...v, center }));
  }

  return {
    view,
    zoomIn: () => setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM, v.zoom + 1) })),
    zoomOut: () => setView((v) => ({ ...v, zoom: Math.max(MIN_ZOOM, v.zoom - 1) })),
    centreOn: (position: LatLng) => setView((v) => ({ ...v, center: position })),
    onBoundsChanged: ({ center: c, zoom, bounds }: BoundsChange) => {
      setView({ center: { latitude: c[0], longitude: c[1] }, zoom });
      const { box, shrunk } = acceptedBox(boundsToBox(bounds));
      onViewChange(box, shrunk);
    },
  };
}
